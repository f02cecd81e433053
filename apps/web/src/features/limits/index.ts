// What other features may use of limits: the tier and limits card (/me, /identity-verification), and its query.
export { TierLimitsCard } from './tier-limits-card';
// The KYC page reads the limits again when the tier changes.
export { limitsQuery } from './limits-queries';
