import { accountsRouter } from './modules/accounts';
import { analyticsRouter } from './modules/analytics';
import { authRouter } from './modules/auth';
import { complaintsRouter } from './modules/complaints';
import { kycRouter } from './modules/kyc';
import { moneyRouter } from './modules/money';
import { pushRouter } from './modules/notify';
import { privacyRouter } from './modules/privacy';
import { receiptsRouter } from './modules/receipts';
import { socialRouter } from './modules/social';
import { staffRouter } from './modules/staff';
import { ussdRouter } from './modules/ussd';
import { router } from './trpc/init';

export const appRouter = router({
  accounts: accountsRouter,
  analytics: analyticsRouter,
  auth: authRouter,
  complaints: complaintsRouter,
  kyc: kycRouter,
  money: moneyRouter,
  privacy: privacyRouter,
  push: pushRouter,
  receipts: receiptsRouter,
  social: socialRouter,
  staff: staffRouter,
  ussd: ussdRouter,
});

export type AppRouter = typeof appRouter;
