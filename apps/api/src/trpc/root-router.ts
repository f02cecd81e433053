import { accountsRouter } from '../modules/accounts';
import { analyticsRouter } from '../modules/analytics';
import { authRouter } from '../modules/auth';
import { moneyRouter } from '../modules/money';
import { socialRouter } from '../modules/social';
import { router } from './init';

export const appRouter = router({
  accounts: accountsRouter,
  analytics: analyticsRouter,
  auth: authRouter,
  money: moneyRouter,
  social: socialRouter,
});

export type AppRouter = typeof appRouter;
