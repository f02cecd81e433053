import { router } from '../../trpc/init';
import {
  addBankAccountProcedure,
  deleteBankAccountProcedure,
  listBankAccountsProcedure,
  setDefaultBankAccountProcedure,
  toggleBankAccountProcedure,
} from './bank-accounts/bank-account-procedures';
import {
  addCardProcedure,
  completeCardCheckoutProcedure,
  deleteCardProcedure,
  listCardsProcedure,
  setDefaultCardProcedure,
  startCardCheckoutProcedure,
} from './cards/card-procedures';
import { addMobileMoneyAccountProcedure } from './mobile-money/add-mobile-money-account';
import { deleteMobileMoneyAccountProcedure } from './mobile-money/delete-mobile-money-account';
import { listMobileMoneyAccountsProcedure } from './mobile-money/list-mobile-money-accounts';
import { setDefaultMobileMoneyAccountProcedure } from './mobile-money/set-default-mobile-money-account';
import { toggleMobileMoneyAccountProcedure } from './mobile-money/toggle-mobile-money-account';
import { addSettingsAccountProcedure } from './payment-accounts/add-settings-account';
import { deletePaymentAccountProcedure, listPaymentAccountsProcedure } from './payment-accounts/payment-account-procedures';
import { updateProfilePictureProcedure } from './profile-picture/update-profile-picture';

export const accountsRouter = router({
  listMobileMoneyAccounts: listMobileMoneyAccountsProcedure,
  addMobileMoneyAccount: addMobileMoneyAccountProcedure,
  deleteMobileMoneyAccount: deleteMobileMoneyAccountProcedure,
  toggleMobileMoneyAccount: toggleMobileMoneyAccountProcedure,
  setDefaultMobileMoneyAccount: setDefaultMobileMoneyAccountProcedure,
  listBankAccounts: listBankAccountsProcedure,
  addBankAccount: addBankAccountProcedure,
  deleteBankAccount: deleteBankAccountProcedure,
  toggleBankAccount: toggleBankAccountProcedure,
  setDefaultBankAccount: setDefaultBankAccountProcedure,
  listCards: listCardsProcedure,
  addCard: addCardProcedure,
  startCardCheckout: startCardCheckoutProcedure,
  completeCardCheckout: completeCardCheckoutProcedure,
  deleteCard: deleteCardProcedure,
  setDefaultCard: setDefaultCardProcedure,
  listPaymentAccounts: listPaymentAccountsProcedure,
  deletePaymentAccount: deletePaymentAccountProcedure,
  addAccount: addSettingsAccountProcedure,
  updateProfilePicture: updateProfilePictureProcedure,
});
