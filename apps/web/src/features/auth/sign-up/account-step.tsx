import { translatedResolver } from '../../../lib/form-resolver';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { LANGUAGE_NAMES, LANGUAGES, type Language, zEmail, zPassword, zUsername } from '@ghanapay/validators';
import { Anchor, Button, Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-errors';
import { i18n } from '../../../lib/i18n';
import { trpc, trpcClient } from '../../../lib/trpc';
import { LEGAL_VERSION } from '../../privacy';
import { showToast } from '../../../lib/toast';
import { failureToast } from '../auth-toasts';
import { PasswordField } from '../password-field';
import { useCompleteSignIn } from '../use-complete-sign-in';
import type { Contact } from './contact-entry';
import { sanitizeUsername, suggestUsername } from './username';
import { UsernameStatus, useUsernameAvailability } from './username-availability';

const zAccount = z
  .object({
    email: zEmail,
    username: zUsername,
    password: zPassword,
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  // Both checked together, so a mismatch shows even while the box is not yet ticked.
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: t`Passwords don't match`, path: ['confirmPassword'] });
    if (!v.acceptTerms)
      ctx.addIssue({ code: 'custom', message: t`Please accept the Privacy Notice and Terms of Use`, path: ['acceptTerms'] });
  });

interface AccountStepProps {
  contact: Contact;
  firstName: string;
  lastName: string;
  onBack: () => void;
}

/** Step 4: email, username (prefilled, checked live), password; creates the account and signs in. */
export function AccountStep({ contact, firstName, lastName, onBack }: AccountStepProps) {
  const completeSignIn = useCompleteSignIn();
  const verifiedEmail = contact.channel === 'email' ? contact.value : null;
  const form = useForm({
    initialValues: {
      email: verifiedEmail ?? '',
      username: suggestUsername(firstName, lastName),
      password: '',
      confirmPassword: '',
      acceptTerms: false as boolean,
    },
    validate: translatedResolver(zAccount),
    validateInputOnBlur: ['email', 'password', 'confirmPassword'],
  });
  const availability = useUsernameAvailability(form.values.username);
  // Optional: the language this browser shows unless the person picks another; the account keeps it.
  const [language, setLanguage] = useState<Language>(i18n.locale);

  const register = useMutation(
    trpc.auth.completeRegistration.mutationOptions({
      onSuccess: async (user) => {
        // The account exists and is signed in: record the version accepted. Should this fail, the
        // account has none recorded and Settings asks again.
        await trpcClient.privacy.acceptTerms.mutate({ version: LEGAL_VERSION }).catch(() => undefined);
        completeSignIn(user);
      },
      onError: (error) => {
        const fieldErrors = (error.data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;
        if (fieldErrors) form.setErrors(fieldErrors);
        showToast(failureToast(t`Registration Failed`, errorMessage(error)));
      },
    }),
  );

  const submit = form.onSubmit((values) => {
    if (availability.state === 'taken') {
      form.setFieldError('username', availability.message);
      return;
    }
    register.mutate({
      phoneNumber: contact.channel === 'phone' ? contact.value : undefined,
      firstName,
      lastName,
      email: values.email.trim(),
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      language,
    });
  });

  const usernameError = form.errors.username ?? (availability.state === 'taken' ? availability.message : undefined);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t`Email Address`}
          type="email"
          autoComplete="email"
          readOnly={verifiedEmail !== null}
          description={verifiedEmail ? t`Verified in step 1` : undefined}
          required
          autoFocus={!verifiedEmail}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('username')}
          onChange={(event) => form.setFieldValue('username', sanitizeUsername(event.currentTarget.value))}
          error={usernameError}
          description={usernameError ? undefined : <UsernameStatus availability={availability} />}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          description={t`At least 8 characters`}
          required
          {...form.getInputProps('password')}
        />
        <PasswordField label={t`Confirm Password`} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <NativeSelect
          label={t`Language`}
          description={t`The app, USSD and SMS speak it`}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as Language)}
        />
        <Checkbox
          label={
            <Trans>
              I accept the{' '}
              <Anchor href="/privacy" target="_blank" rel="noopener">
                Privacy Notice
              </Anchor>{' '}
              and{' '}
              <Anchor href="/terms" target="_blank" rel="noopener">
                Terms of Use
              </Anchor>
            </Trans>
          }
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending || register.isSuccess}>
          <Trans>Create Account</Trans>
        </Button>
        <Button variant="subtle" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      </Stack>
    </form>
  );
}
