import { plural, t } from '@lingui/core/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { formatCedis } from '../../lib/locale-format';
import { useQuery } from '@tanstack/react-query';
import { formatTransactionDate, TransactionSkeletons } from '../money';
import { EmptyList } from '../../components/empty-list';
import { LikeButton, ReactionBar } from '../social';
import { feedItemTitle } from './feed-item-title';
import { userTransactionsQuery } from './profile-queries';

/** The person's public payments (and, to their parties, the amount). */
export function ProfileFeed({ userId, viewerId }: { userId: string; viewerId: string }) {
  const { data } = useQuery(userTransactionsQuery(userId));
  if (!data) return <TransactionSkeletons count={2} />;
  if (data.length === 0) return <EmptyList title={t`No public transactions`} hint={t`Payments this person shares will appear here`} />;
  return (
    <Stack gap="sm" component="ul" aria-label={t`Feed`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {data.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="sm">
          <Text fw={600} size="sm">
            {feedItemTitle(item, viewerId)}
            {item.amount !== null && (
              <Text span fw={700} ml="xs">
                {formatCedis(item.amount)}
              </Text>
            )}
          </Text>
          {item.message && <Text size="sm">{item.message}</Text>}
          <Text size="xs" c="dimmed">
            <time dateTime={item.createdAt}>{formatTransactionDate(item.createdAt)}</time> •{' '}
            {plural(item.commentCount, { one: '# comment', other: '# comments' })}
          </Text>
          <ReactionBar transactionId={item.id} />
          <LikeButton transactionId={item.id} />
        </Paper>
      ))}
    </Stack>
  );
}
