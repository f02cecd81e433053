// What other features may use of limits: the tier and limits card (/me, /identity-verification).
export { TierLimitsCard } from './tier-limits-card';
