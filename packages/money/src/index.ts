export * from './pesewas';
export * from './format-cedis';
