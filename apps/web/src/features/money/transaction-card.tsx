import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { initialsOf } from '../../lib/user-display';
import { UserAvatar } from '../../components/user-avatar';
import type { Transaction } from './money-types';
import { riskLabelOf, riskLabelText } from './risk-display';
import { formatTransactionDate } from './transaction-date';
import { directionOf, ghpId, statusColor, statusLabel } from './transaction-display';
import classes from './money.module.css';

interface TransactionCardProps {
  transaction: Transaction;
  currentUserId: string;
  /** Reactions, likes and comments: the social issue fills this slot. */
  footer?: ReactNode;
}

/** Mantine's light and outline badges colour the text with the badge's shade 6-7; darker reads at 4.5:1. */
function readableText(color: string): string {
  // Shade 9 is not dark enough for green (3.8:1 on its tint) or yellow (3.0:1 on white): these pass
  // WCAG AA (4.5:1) on both the light badge's tint and the outline badge's white.
  return { gray: 'gray.8', green: '#1b6b2e', yellow: '#7a4a00' }[color] ?? `${color}.9`;
}

/** One transaction: direction, counterparty, signed amount, date, message, status, GHP id and risk label. */
export function TransactionCard({ transaction: tx, currentUserId, footer }: TransactionCardProps) {
  const direction = directionOf(tx, currentUserId);
  const [first, ...rest] = direction.counterpartyName.split(' ');
  // The spec: the counterparty's avatar generated from their user id; initials for a held payment's contact.
  const avatar = direction.counterpartyId ? (
    <UserAvatar userId={direction.counterpartyId} firstName={first} lastName={rest.at(-1)} size={42} alt={direction.counterpartyName} />
  ) : (
    <Avatar radius="xl" size={42} color={direction.outgoing ? 'red' : 'kente'} alt={direction.counterpartyName}>
      {initialsOf(first, rest.at(-1))}
    </Avatar>
  );
  const risk = riskLabelOf(tx.fraudScore);
  const label = `${direction.title}, ${direction.signedAmount}, ${statusLabel(tx.status)}`;
  return (
    <article className={tx.status === 'blocked' ? `${classes.card} ${classes.blocked}` : classes.card} aria-label={label}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {direction.counterpartyId ? (
          <Link
            to="/profile/$userId"
            params={{ userId: direction.counterpartyId }}
            className={classes.avatarLink}
            aria-label={t`Profile of ${direction.counterpartyName}`}
          >
            {avatar}
          </Link>
        ) : (
          avatar
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} size="sm" lineClamp={2}>
              {direction.title}
            </Text>
            <Text className={`${classes.amount} ${direction.outgoing ? classes.outgoing : classes.incoming}`} size="sm">
              {direction.signedAmount}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={tx.createdAt}>{formatTransactionDate(tx.createdAt)}</time>
          </Text>
          {tx.message && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {tx.message}
            </Text>
          )}
          <Group gap={6} mt={2}>
            <Badge size="sm" variant="light" color={statusColor(tx.status)} c={readableText(statusColor(tx.status))}>
              {statusLabel(tx.status)}
            </Badge>
            {risk && (
              <Badge size="sm" variant="outline" color={risk.color} c={readableText(risk.color)}>
                {riskLabelText(risk.label)}
              </Badge>
            )}
            <Text size="xs" c="dimmed" ff="monospace">
              {ghpId(tx.id)}
            </Text>
            {tx.status === 'completed' && tx.recipientId && (tx.senderId === currentUserId || tx.recipientId === currentUserId) && (
              <Anchor
                size="xs"
                fw={600}
                renderRoot={(props) => <Link {...props} to="/receipts/$receiptId" params={{ receiptId: `p2p-${tx.id}` }} />}
              >
                <Trans>Receipt</Trans>
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
      {footer && <div className={classes.cardFooter}>{footer}</div>}
    </article>
  );
}
