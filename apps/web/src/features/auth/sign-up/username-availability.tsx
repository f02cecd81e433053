import { translateMessage } from '../../../lib/translate-message';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { shouldCheckUsername } from './username';

export type UsernameAvailability =
  { state: 'idle' } | { state: 'checking' } | { state: 'available'; message: string } | { state: 'taken'; message: string };

const DEBOUNCE_MS = 400;

/** The live availability check: from 5 characters, after typing pauses. */
export function useUsernameAvailability(username: string): UsernameAvailability {
  const [debounced] = useDebouncedValue(username, DEBOUNCE_MS);
  const enabled = shouldCheckUsername(debounced);
  const check = useQuery(trpc.auth.checkUsername.queryOptions({ username: debounced }, { enabled, staleTime: 10_000 }));
  if (!shouldCheckUsername(username) || check.isError) return { state: 'idle' };
  if (debounced !== username || check.isFetching || !check.data) return { state: 'checking' };
  const message = translateMessage(check.data.message);
  return check.data.available ? { state: 'available', message } : { state: 'taken', message };
}

export function UsernameStatus({ availability }: { availability: UsernameAvailability }) {
  switch (availability.state) {
    case 'idle':
      return <Trans>5-30 characters: letters, numbers and underscores</Trans>;
    case 'checking':
      return <Trans>Checking availability...</Trans>;
    case 'available':
      return (
        <Text component="span" size="xs" c="kente.8" fw={600}>
          {availability.message}
        </Text>
      );
    case 'taken':
      return null;
    default: {
      const exhaustive: never = availability;
      return exhaustive;
    }
  }
}
