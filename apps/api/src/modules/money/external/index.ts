export {
  addMoneyOtpProcedure,
  addMoneyProcedure,
  createBankTransferProcedure,
  getExternalTransferProcedure,
  interconnectTransferProcedure,
  listBankTransfersProcedure,
  listExternalTransfersProcedure,
  transferToAccountProcedure,
} from './external-transfer-procedures';
export { confirmByReference, recordCollection, runDueTransfers, runTransferStep } from './transfer-state-machine';
export { submitCollectionOtp } from './collection-otp';
export { OVER_LIMIT_CODE, otpPrompt } from './transfer-dto';
export { linkedAccountLabelOf, transferToAccount, usableLinkedAccount } from './external-transfer-service';
