// What other modules may call; everything else here is this module's own business.
export { LikeButton } from './like-button';
export { ReactionBar } from './reaction-bar';
export { TransactionSocialFooter } from './transaction-social-footer';
