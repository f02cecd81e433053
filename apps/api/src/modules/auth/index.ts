// What other modules may call of auth: its router (for the root router), registration (the demo
// seed), the taken-fields check (the seed) and the purges of expired codes and sessions (the
// housekeeping job). Sign-in, codes, resets and passkeys stay inside.
export { authRouter } from './auth-router';
export { deleteCodesExpiredBefore } from './one-time-codes/one-time-code-repository';
export { deleteExpiredSessions } from './sessions/session-repository';
export { registerUser } from './sign-up/registration-service';
export { findTakenFields } from './user-repository';
// USSD: a first PIN needs a code sent by SMS.
export { checkUssdPinCode, sendUssdPinCode } from './one-time-codes/ussd-pin-codes';
// Privacy: closing an account checks the password (counted as a sign-in attempt, under the same
// rule as a sign-in) and signs out everywhere.
export { verifyPassword } from './password-hashing';
export { findPasswordHash } from './user-repository';
export { LOGIN_FAILURES_PER_ID } from './rate-limits/rate-limit-rules';
