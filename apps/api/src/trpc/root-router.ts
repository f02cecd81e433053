import { accountsRouter } from '../modules/accounts';
import { authRouter } from '../modules/auth';
import { kycRouter } from '../modules/kyc';
import { moneyRouter } from '../modules/money';
import { socialRouter } from '../modules/social';
import { router } from './init';

export const appRouter = router({
  accounts: accountsRouter,
  auth: authRouter,
  kyc: kycRouter,
  money: moneyRouter,
  social: socialRouter,
});

export type AppRouter = typeof appRouter;
