import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EmptyTransactions } from '../money';
import type { Transaction } from '../money';
import { TransactionCard } from '../money';
import { TransactionSkeletons } from '../money';
import { TransactionSocialFooter } from '../social';

/** The 3 latest transactions, 3 skeletons while loading, or the empty texts. */
export function RecentActivity({
  transactions,
  currentUserId,
}: {
  transactions: readonly Transaction[] | undefined;
  currentUserId: string;
}) {
  return (
    <section aria-labelledby="recent-activity">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="recent-activity">
          <Trans>Recent Activity</Trans>
        </Title>
        <Anchor component={Link} to="/history" size="sm" fw={600}>
          <Trans>View All</Trans>
        </Anchor>
      </Group>
      {transactions === undefined ? (
        <TransactionSkeletons count={3} />
      ) : transactions.length === 0 ? (
        <EmptyTransactions title={t`No transactions yet`} hint={t`Start by sending money to friends and family`} />
      ) : (
        <Stack gap="sm">
          {transactions.map((tx) => (
            <TransactionCard
              key={tx.id}
              transaction={tx}
              currentUserId={currentUserId}
              footer={<TransactionSocialFooter transaction={tx} currentUserId={currentUserId} />}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
