import { router } from '../../trpc/init';
import { getReceiptProcedure } from './get-receipt';
import { verifyReceiptProcedure } from './verify-receipt';

export const receiptsRouter = router({
  getReceipt: getReceiptProcedure,
  verifyReceipt: verifyReceiptProcedure,
});
