// Fixed-window rate limits kept in PostgreSQL (rate_limit_hits), shared by every API process: each
// module states its own rules (auth's sign-in and code limits, social's search, kyc's submissions,
// privacy's exports) and counts them here; the purge job drops old windows.
export { addressGroupOf } from './address-group';
export { windowStart, type RateLimitRule } from './rate-limit-rule';
export { deleteRateLimitWindowsBefore, incrementHits } from './rate-limit-repository';
export {
  consumeAddressLimit,
  consumeRateLimit,
  countHit,
  hitsSoFar,
  rateLimitedError,
  releaseRateLimitHit,
  resetRateLimit,
  resetRateLimitsStartingWith,
} from './rate-limiter';
