// What other modules may call of social: its router (the root router) and, for money, the block
// checks, the social summaries of transactions, the SQL conditions of who sees what and the look-up
// limits (a recipient's name before a payment tells as much as a search by the whole number).
export { assertNotBlocked, blockedUserIdsFor } from './blocks/block-service';
export { loadSocialSummaries } from './transactions/social-summary-repository';
export { hideBlockedCounterpartiesSql } from './relationship-sql';
export { EXACT_LOOKUPS_PER_IP, EXACT_LOOKUPS_PER_USER } from './search/search-limits';
export { socialRouter } from './social-router';
