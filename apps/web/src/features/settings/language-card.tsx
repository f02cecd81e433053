import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@ghanapay/validators/input';
import { NativeSelect, Paper, Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLocale } from '../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import type { PublicUser } from '../../lib/public-user';
import { trpc } from '../../lib/trpc';
import { preferencesQuery } from './settings-queries';
import { showSettingsFailure } from './settings-toasts';

/** Each language named in itself, so a person finds theirs whatever the screen's language. */
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * Preferences → Language: the account's language (the same one USSD and SMS use), saved on the server;
 * once saved the web reloads in it.
 */
export function LanguageCard() {
  const preferences = useQuery(preferencesQuery());
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.auth.updatePreferences.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.auth.preferences.queryKey({}), saved);
        queryClient.setQueryData<PublicUser | null>(SESSION_QUERY_KEY, (user) => (user ? { ...user, language: saved.language } : user));
        applyLocale(saved.language);
      },
      onError: (error) => showSettingsFailure(error, t`Could not save`, t`Your choice was not saved. Please try again.`),
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="language-title">
      <Text component="h3" size="sm" fw={500} id="language-title" mb={6}>
        <Trans>Language</Trans>
      </Text>
      {preferences.data === undefined ? (
        <Skeleton height={36} radius="sm" />
      ) : (
        <NativeSelect
          aria-labelledby="language-title"
          description={t`The app, USSD and SMS speak it`}
          data={LANGUAGE_OPTIONS}
          value={update.isPending ? update.variables.language : preferences.data.language}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ language: event.currentTarget.value as Language })}
        />
      )}
    </Paper>
  );
}
