import { router } from '../../../trpc/init';
import { authenticationOptionsProcedure } from './authentication-options';
import { registrationOptionsProcedure } from './registration-options';
import { verifyAuthenticationProcedure } from './verify-authentication';
import { verifyRegistrationProcedure } from './verify-registration';
import { deletePasskeyProcedure, listPasskeysProcedure } from './passkey-procedures';

export const webauthnRouter = router({
  registrationOptions: registrationOptionsProcedure,
  verifyRegistration: verifyRegistrationProcedure,
  authenticationOptions: authenticationOptionsProcedure,
  verifyAuthentication: verifyAuthenticationProcedure,
  passkeys: listPasskeysProcedure,
  deletePasskey: deletePasskeyProcedure,
});
