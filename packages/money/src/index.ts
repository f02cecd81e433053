export * from './pesewas';
export * from './format-cedis';
export * from './fees';
export * from './limits';
export * from './split';
export * from './business-days';
export * from './recurrence';
