// What other modules (auth's sign-up, the seed, the job queue) may call.
export { claimHeldPayments, returnUnclaimedHeldPayments, type ClaimHeldPaymentsInput } from './held-payments';
export { creditDemoBalances } from './demo-balances';
export { expireOverdueMoneyRequests } from './money-request-service';
