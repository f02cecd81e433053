import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { intlLocale } from '../../lib/intl-locale';
import { formatCedis } from '../../lib/locale-format';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { CustomerRecord } from './staff-queries';

const KIND_LABELS: Record<CustomerRecord['recentPayments'][number]['kind'], MessageDescriptor> = {
  p2p: msg`Payment`,
  bill: msg`Bill`,
  merchant: msg`Shop`,
  transfer: msg`Transfer`,
};

const kindLabel = (kind: keyof typeof KIND_LABELS) => t(KIND_LABELS[kind]);

/** A customer's record as staff see it: in full, with the wallet's state and the latest payments. */
export function CustomerCard({
  customer,
  canFreeze,
  onChange,
}: {
  customer: CustomerRecord;
  canFreeze: boolean;
  onChange: (customer: CustomerRecord) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`Customer ${customer.username}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {customer.firstName} {customer.lastName}
            </Title>
            <Text size="sm" c="dimmed">
              @{customer.username}
            </Text>
          </div>
          <Badge color={customer.frozen ? 'red' : 'green'} variant="light" style={{ flexShrink: 0 }}>
            {customer.frozen ? t`Frozen` : t`Active`}
          </Badge>
        </Group>
        <Text size="sm">
          <Trans>Phone:</Trans> {customer.phoneNumber ?? t`none`}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>E-mail:</Trans> {customer.email ?? t`none`}
        </Text>
        <Text size="sm">
          <Trans>Balance:</Trans> <b>{formatCedis(customer.balance)}</b> <Trans>· KYC tier:</Trans> {customer.kycTier}
          {customer.closed && t` · account closed`}
        </Text>
        {canFreeze && <FreezeControl customer={customer} onChange={onChange} />}
        <Divider label={t`Recent payments`} labelPosition="left" />
        {customer.recentPayments.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No payments yet.</Trans>
          </Text>
        )}
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {customer.recentPayments.map((p) => (
            <Group key={`${p.kind}-${p.id}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {p.direction === 'out' ? t`${kindLabel(p.kind)} to ${p.counterparty}` : t`${kindLabel(p.kind)} from ${p.counterparty}`}
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {p.status} · {new Date(p.at).toLocaleDateString(intlLocale('en-GH'))}
                </Text>
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {p.direction === 'out' ? '−' : '+'}
                {formatCedis(p.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function FreezeControl({ customer, onChange }: { customer: CustomerRecord; onChange: (customer: CustomerRecord) => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const options = {
    onSuccess: (result: { frozen: boolean }) => {
      setReason('');
      onChange({ ...customer, frozen: result.frozen });
      showToast({ title: result.frozen ? t`Wallet frozen` : t`Wallet unfrozen`, message: `@${customer.username}` });
    },
    onError: (error: unknown) => setReasonError(errorMessage(error)),
  };
  const freeze = useMutation(trpc.staff.freezeWallet.mutationOptions(options));
  const unfreeze = useMutation(trpc.staff.unfreezeWallet.mutationOptions(options));
  const submit = () => {
    if (reason.trim().length < 10) {
      setReasonError(t`Say why (at least 10 characters)`);
      return;
    }
    setReasonError(null);
    const input = { userId: customer.userId, reason: reason.trim() };
    if (customer.frozen) unfreeze.mutate(input);
    else freeze.mutate(input);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={customer.frozen ? t`Why unfreeze?` : t`Why freeze?`}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={reasonError}
        autosize
        minRows={1}
      />
      <Button color={customer.frozen ? 'green' : 'red'} variant="light" onClick={submit} loading={freeze.isPending || unfreeze.isPending}>
        {customer.frozen ? t`Unfreeze wallet` : t`Freeze wallet`}
      </Button>
    </Stack>
  );
}
