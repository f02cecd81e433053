export {
  addMoneyProcedure,
  createBankTransferProcedure,
  getExternalTransferProcedure,
  interconnectTransferProcedure,
  listBankTransfersProcedure,
  listExternalTransfersProcedure,
  transferToAccountProcedure,
} from './external-transfer-procedures';
export { confirmByReference, recordCollection, runDueTransfers, runTransferStep } from './transfer-state-machine';
export { OVER_LIMIT_CODE } from './transfer-dto';
export { linkedAccountLabelOf, transferToAccount, usableLinkedAccount } from './external-transfer-service';
