export {
  addMoneyProcedure,
  createBankTransferProcedure,
  getExternalTransferProcedure,
  interconnectTransferProcedure,
  listBankTransfersProcedure,
  listExternalTransfersProcedure,
  transferToAccountProcedure,
} from './external-transfer-procedures';
export { confirmByReference, runDueTransfers, runTransferStep } from './transfer-state-machine';
