// What other modules may call of social: its router (the root router) and, for money, the block
// checks, the social summaries of transactions and the SQL conditions of who sees what.
export { assertNotBlocked, blockedUserIdsFor } from './blocks/block-service';
export { loadSocialSummaries } from './transactions/social-summary-repository';
export { hideBlockedCounterpartiesSql } from './relationship-sql';
export { socialRouter } from './social-router';
