import { authRouter } from '../modules/auth/auth-router';
import { moneyRouter } from '../modules/money/money-router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  money: moneyRouter,
});

export type AppRouter = typeof appRouter;
