export * from './ghana-phone';
export * from './auth';
export * from './login-id';
