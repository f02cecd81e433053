import { accountsRouter } from '../modules/accounts';
import { authRouter } from '../modules/auth';
import { moneyRouter } from '../modules/money';
import { socialRouter } from '../modules/social';
import { ussdRouter } from '../modules/ussd';
import { router } from './init';

export const appRouter = router({
  accounts: accountsRouter,
  auth: authRouter,
  money: moneyRouter,
  social: socialRouter,
  ussd: ussdRouter,
});

export type AppRouter = typeof appRouter;
