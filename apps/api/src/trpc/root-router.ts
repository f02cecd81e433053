import { authRouter } from '../modules/auth/auth-router';
import { moneyRouter } from '../modules/money/money-router';
import { socialRouter } from '../modules/social/social-router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  money: moneyRouter,
  social: socialRouter,
});

export type AppRouter = typeof appRouter;
