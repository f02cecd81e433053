import { router } from '../../trpc/init';
import { getTransactionCategoryProcedure } from './categories/get-transaction-category';
import { setTransactionCategoryProcedure } from './categories/set-transaction-category';
import { getFraudAnalyticsProcedure } from './fraud/get-fraud-analytics';
import { getAnalyticsForDaysProcedure, getAnalyticsProcedure } from './spending/analytics-procedures';

export const analyticsRouter = router({
  getAnalytics: getAnalyticsProcedure,
  getAnalyticsForDays: getAnalyticsForDaysProcedure,
  getFraudAnalytics: getFraudAnalyticsProcedure,
  getTransactionCategory: getTransactionCategoryProcedure,
  setTransactionCategory: setTransactionCategoryProcedure,
});
