import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { initialsOf } from '../../lib/user-display';
import { useIdempotencyKeys } from '../money';
import { useRefreshMoney } from '../money';
import { respondFailureToast } from '../money';
import type { PendingMoneyRequest } from '../money';
import { formatTransactionDate } from '../money';
import { unknownUser } from '../../lib/user-display';
import { showToast, TOAST_MS } from '../../lib/toast';

/** One request addressed to the signed-in user, with Approve (pay it) and Reject. */
export function MoneyRequestCard({ request }: { request: PendingMoneyRequest }) {
  const refreshMoney = useRefreshMoney();
  const keys = useIdempotencyKeys();
  const respond = useMutation(
    trpc.money.respondMoneyRequest.mutationOptions({
      onSuccess: (result) => {
        keys.settle();
        void refreshMoney();
        if (result.status === 'approved') showToast({ title: t`Request approved`, message: result.message });
        else showToast({ title: t`Request rejected`, message: result.message, destructive: true, durationMs: TOAST_MS.default });
      },
      onError: (error) => {
        keys.settle(error);
        showToast(respondFailureToast(error));
      },
    }),
  );
  const answer = (action: 'approve' | 'reject') =>
    respond.mutate({ id: request.id, action, idempotencyKey: keys.keyFor({ id: request.id, action }) });
  const name = request.requesterName.trim() || unknownUser();
  const [first, ...rest] = name.split(' ');
  const date = request.requestedAt ? formatTransactionDate(request.requestedAt) : '';
  const busy = respond.isPending || respond.isSuccess;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t`Money request from ${name}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={request.requesterProfileImage} alt="" radius="xl" color="kente" size={44}>
            {initialsOf(first, rest.at(-1))}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              <Trans>From: {name}</Trans>
            </Text>
            {request.requesterUsername && (
              <Text size="xs" c="dimmed" truncate>
                @{request.requesterUsername}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {date || t`Unknown date`}
            </Text>
          </div>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} fz={24} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCedis(request.amount)}
          </Text>
          <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
            <Trans>Pending</Trans>
          </Badge>
        </Group>
        {request.message && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {request.message}
          </Text>
        )}
        <Group grow>
          <Button
            color="red"
            variant="light"
            onClick={() => answer('reject')}
            loading={respond.isPending && respond.variables?.action === 'reject'}
            disabled={busy}
          >
            <Trans>Reject</Trans>
          </Button>
          <Button onClick={() => answer('approve')} loading={respond.isPending && respond.variables?.action === 'approve'} disabled={busy}>
            <Trans>Approve</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
