import { router } from '../../trpc/init';
import { listAuditLogProcedure } from './audit/audit-log-procedures';
import { staffMeProcedure } from './staff-me';
import { getReconciliationProcedure } from './reconciliation/get-reconciliation';
import {
  freezeWalletProcedure,
  getCustomerProcedure,
  lookupCustomerProcedure,
  unfreezeWalletProcedure,
} from './customers/customer-procedures';

export const staffRouter = router({
  me: staffMeProcedure,
  lookupCustomer: lookupCustomerProcedure,
  getCustomer: getCustomerProcedure,
  freezeWallet: freezeWalletProcedure,
  unfreezeWallet: unfreezeWalletProcedure,
  auditLog: listAuditLogProcedure,
  reconciliation: getReconciliationProcedure,
});
