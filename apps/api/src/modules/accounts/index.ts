// What other modules may call of accounts: its router (the root router). The money-in-and-out issue
// will add the lookups of a user's active accounts here.
export { accountsRouter } from './accounts-router';
