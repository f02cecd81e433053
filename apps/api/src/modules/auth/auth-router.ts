import { router } from '../../trpc/init';
import { checkUsernameProcedure } from './sign-up/check-username';
import { completeRegistrationProcedure } from './sign-up/complete-registration';
import { forgotPasswordProcedure } from './password-reset/forgot-password';
import { getUserProcedure } from './sessions/get-user';
import { loginProcedure } from './sign-in/login';
import { logoutProcedure } from './sign-in/logout';
import { resetPasswordProcedure } from './password-reset/reset-password';
import { sendEmailVerificationProcedure } from './email-verification/send-email-verification';
import { sendVerificationProcedure } from './sign-up/send-verification';
import { verifyCodeProcedure } from './sign-up/verify-code';
import { verifyEmailProcedure } from './email-verification/verify-email';
import { webauthnRouter } from './webauthn/webauthn-router';
import { changePasswordProcedure } from './password-change/change-password';
import { updateProfileProcedure } from './profile/update-profile';
import { getPreferencesProcedure, updatePreferencesProcedure } from './preferences/preference-procedures';
import { listDevicesProcedure, signOutDeviceProcedure, signOutOtherDevicesProcedure } from './devices/device-procedures';

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
  changePassword: changePasswordProcedure,
  updateProfile: updateProfileProcedure,
  preferences: getPreferencesProcedure,
  updatePreferences: updatePreferencesProcedure,
  listDevices: listDevicesProcedure,
  signOutDevice: signOutDeviceProcedure,
  signOutOtherDevices: signOutOtherDevicesProcedure,
});
