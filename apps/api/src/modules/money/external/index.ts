export {
  addMoneyProcedure,
  createBankTransferProcedure,
  getExternalTransferProcedure,
  interconnectTransferProcedure,
  listBankTransfersProcedure,
  listExternalTransfersProcedure,
  walletTransferProcedure,
} from './external-transfer-procedures';
export { confirmByReference, runDueTransfers, runTransferStep } from './transfer-state-machine';
