import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Paper, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { firstPaymentRuleQuery } from './settings-queries';
import { showSettingsFailure } from './settings-toasts';

/**
 * Settings → Large first payments: a first payment at or above the amount to someone never paid
 * waits this many minutes (cancellable); off lets it go at once. Checked again by the server
 * (₵1–₵10,000, 1–60 minutes).
 */
export function FirstPaymentCard() {
  const rule = useQuery(firstPaymentRuleQuery());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="first-payment-title">
      <Title order={3} size="h5" id="first-payment-title" mb={4}>
        <Trans>Large first payments</Trans>
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        <Trans>A large first payment to someone you never paid waits a few minutes, so you can cancel it if someone is rushing you.</Trans>
      </Text>
      {rule.data === undefined ? <Skeleton height={120} radius="md" /> : <FirstPaymentForm saved={rule.data} />}
    </Paper>
  );
}

function FirstPaymentForm({ saved }: { saved: { threshold: string | null; waitMinutes: number } }) {
  const queryClient = useQueryClient();
  const [on, setOn] = useState(saved.threshold !== null);
  const [threshold, setThreshold] = useState(saved.threshold ?? '500.00');
  const [minutes, setMinutes] = useState(String(saved.waitMinutes));
  const save = useMutation(
    trpc.money.updateFirstPaymentRule.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.money.getFirstPaymentRule.queryKey({}), next);
        showToast({
          title: t`Saved`,
          message: next.threshold
            ? t`First payments of ₵${next.threshold} or more wait ${next.waitMinutes} min`
            : t`Large first payments go at once`,
        });
      },
      onError: (error) => showSettingsFailure(error, t`Could not save`, t`Your choice was not saved. Please try again.`),
    }),
  );
  return (
    <Stack gap="sm">
      <Switch
        label={t`Wait before a large first payment`}
        labelPosition="left"
        styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
        checked={on}
        onChange={(event) => setOn(event.currentTarget.checked)}
      />
      {on && (
        <Group grow align="flex-start">
          <TextInput label={t`From (₵)`} inputMode="decimal" value={threshold} onChange={(e) => setThreshold(e.currentTarget.value)} />
          {/* Whole minutes, 1–60 (the server checks the range); the phone's number pad, digits only. */}
          <TextInput
            label={t`Wait (minutes)`}
            inputMode="numeric"
            maxLength={2}
            value={minutes}
            onChange={(event) => setMinutes(event.currentTarget.value.replace(/\D/g, ''))}
          />
        </Group>
      )}
      <Button
        variant="light"
        loading={save.isPending}
        onClick={() => save.mutate({ threshold: on ? threshold.trim() : null, waitMinutes: Number(minutes) || 0 })}
      >
        <Trans>Save</Trans>
      </Button>
    </Stack>
  );
}
