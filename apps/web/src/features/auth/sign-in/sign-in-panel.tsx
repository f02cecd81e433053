import { useState } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

type View = { name: 'signin'; loginId: string } | { name: 'forgot'; loginId: string } | { name: 'reset'; loginId: string };

/** Sign-in, and the forgot-password path: ask for a code, then set a new password with it. */
export function SignInPanel() {
  const [view, setView] = useState<View>({ name: 'signin', loginId: '' });
  switch (view.name) {
    case 'signin':
      return <SignInForm initialLoginId={view.loginId} onForgotPassword={(loginId) => setView({ name: 'forgot', loginId })} />;
    case 'forgot':
      return (
        <ForgotPasswordForm
          initialLoginId={view.loginId}
          onCodeSent={(loginId) => setView({ name: 'reset', loginId })}
          onBack={() => setView({ name: 'signin', loginId: view.loginId })}
        />
      );
    case 'reset':
      return (
        <ResetPasswordForm
          loginId={view.loginId}
          onDone={() => setView({ name: 'signin', loginId: view.loginId })}
          onBack={() => setView({ name: 'forgot', loginId: view.loginId })}
        />
      );
    default: {
      const exhaustive: never = view;
      return exhaustive;
    }
  }
}
