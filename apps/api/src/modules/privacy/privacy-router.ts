import { router } from '../../trpc/init';
import { closeAccountProcedure, closureCheckProcedure } from './close/close-account-procedures';
import { acceptTermsProcedure, getConsentProcedure } from './consent/consent-procedures';

/** Act 843: consent to the notice and terms, closing an account (the export is a gateway: a file). */
export const privacyRouter = router({
  consent: getConsentProcedure,
  acceptTerms: acceptTermsProcedure,
  closureCheck: closureCheckProcedure,
  closeAccount: closeAccountProcedure,
});
