import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { guardianQuery } from './settings-queries';
import { showSettingsFailure } from './settings-toasts';
import { formatLocalDate } from '../../lib/locale-date';

function when(iso: string): string {
  return formatLocalDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Accra' }, 'en-GB');
}

/**
 * Settings → Guardian: a friend who must approve payments above an amount (within the hour, else the
 * money comes back). A first guardian applies at once; a change or a removal after 24 hours.
 */
export function GuardianCard() {
  const guardian = useQuery(guardianQuery());
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [threshold, setThreshold] = useState('');
  const onSaved = (saved: NonNullable<typeof guardian.data>) => {
    queryClient.setQueryData(trpc.money.getGuardian.queryKey({}), saved);
    showToast({
      title: t`Saved`,
      message: saved.pending ? t`The change applies on ${when(saved.pending.effectiveAt)}` : t`Your guardian is set`,
    });
  };
  const save = useMutation(
    trpc.money.setGuardian.mutationOptions({
      onSuccess: onSaved,
      onError: (error) => showSettingsFailure(error, t`Could not save`, t`Your guardian was not saved. Please try again.`),
    }),
  );
  const remove = useMutation(
    trpc.money.removeGuardian.mutationOptions({
      onSuccess: onSaved,
      onError: (error) => showSettingsFailure(error, t`Could not remove`, t`Please try again.`),
    }),
  );
  const data = guardian.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="guardian-title">
      <Title order={3} size="h5" id="guardian-title" mb={4}>
        <Trans>Guardian</Trans>
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        <Trans>A friend you trust approves your payments above an amount, within the hour, or the money comes back to you.</Trans>
      </Text>
      {data === undefined ? (
        <Skeleton height={120} radius="md" />
      ) : (
        <Stack gap="sm">
          <Text size="sm" data-testid="guardian-now">
            {data.guardian
              ? t`${data.guardian.name} (@${data.guardian.username}) approves payments above ₵${String(data.threshold)}`
              : t`No guardian`}
          </Text>
          {data.pending && (
            <Text size="sm" c="orange.8" data-testid="guardian-pending">
              {data.pending.guardian
                ? t`Changing to ${data.pending.guardian.name} above ₵${String(data.pending.threshold)} on ${when(data.pending.effectiveAt)}`
                : t`Removing your guardian on ${when(data.pending.effectiveAt)}`}
            </Text>
          )}
          <Stack gap="xs">
            <TextInput label={t`Friend's username`} value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
            <TextInput label={t`Above (₵)`} inputMode="decimal" value={threshold} onChange={(e) => setThreshold(e.currentTarget.value)} />
          </Stack>
          <Button
            variant="light"
            loading={save.isPending}
            onClick={() => save.mutate({ guardianUsername: username, threshold: threshold.trim() })}
          >
            {data.guardian ? t`Change guardian` : t`Set guardian`}
          </Button>
          {data.guardian && (
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate({})}>
              <Trans>Remove guardian</Trans>
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
