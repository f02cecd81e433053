export * from './ghana-phone';
export * from './ghana-networks';
export * from './auth';
export * from './login-id';
export * from './contact-masks';
export * from './amount';
export * from './accounts';
export * from './format';
