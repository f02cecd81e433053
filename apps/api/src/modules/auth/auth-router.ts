import { router } from '../../trpc/init';
import { checkUsernameProcedure } from './check-username';
import { completeRegistrationProcedure } from './complete-registration';
import { forgotPasswordProcedure } from './forgot-password';
import { getUserProcedure } from './get-user';
import { loginProcedure } from './login';
import { logoutProcedure } from './logout';
import { resetPasswordProcedure } from './reset-password';
import { sendEmailVerificationProcedure } from './send-email-verification';
import { sendVerificationProcedure } from './send-verification';
import { verifyCodeProcedure } from './verify-code';
import { verifyEmailProcedure } from './verify-email';
import { webauthnRouter } from './webauthn/webauthn-router';

export const authRouter = router({
  sendVerification: sendVerificationProcedure,
  verifyCode: verifyCodeProcedure,
  completeRegistration: completeRegistrationProcedure,
  login: loginProcedure,
  user: getUserProcedure,
  logout: logoutProcedure,
  checkUsername: checkUsernameProcedure,
  forgotPassword: forgotPasswordProcedure,
  resetPassword: resetPasswordProcedure,
  sendEmailVerification: sendEmailVerificationProcedure,
  verifyEmail: verifyEmailProcedure,
  webauthn: webauthnRouter,
});
