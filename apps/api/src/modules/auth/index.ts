// What other modules may call of auth: its router (for the root router), registration (the demo
// seed), the taken-fields check (the seed) and the purges of expired codes, windows and sessions
// (the housekeeping job). Sign-in, codes, resets and passkeys stay inside.
export { authRouter } from './auth-router';
export { deleteCodesExpiredBefore } from './one-time-codes/one-time-code-repository';
export { deleteRateLimitWindowsBefore } from './rate-limits/rate-limit-repository';
export { deleteExpiredSessions } from './sessions/session-repository';
export { registerUser } from './sign-up/registration-service';
export { findTakenFields } from './user-repository';
// USSD: a first PIN needs a code sent by SMS.
export { checkUssdPinCode, sendUssdPinCode } from './one-time-codes/ussd-pin-codes';
export { consumeRateLimit } from './rate-limits/rate-limiter';
export type { RateLimitRule } from './rate-limits/rate-limit-rules';
