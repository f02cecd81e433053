import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BackLink } from '../../components/back-link';
import { EmptyTransactions } from '../money';
import { historyQuery } from '../money';
import { TransactionCard } from '../money';
import { groupByDay } from '../money';
import { TransactionSkeletons } from '../money';
import { directionOf } from '../money';
import { CategoryButton } from '../analytics';
import { useSession } from '../../lib/session-query';
import { TransactionSocialFooter } from '../social';
import { Page } from '../../components/page';
import { SearchField } from '../../components/search-field';
import { BillPaymentCard, billPaymentsQuery } from '../bills';
import { historyEntries } from './history-entries';
import { PaymentReversalActions } from '../reversals';

const SEARCH_DEBOUNCE_MS = 300;

/** /history: every transaction, newest first, grouped by day, with search. */
export default function HistoryScreen() {
  const { user } = useSession();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery(historyQuery(search));
  const bills = useQuery(billPaymentsQuery());
  const transactions = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  // Airtime, data and bill payments sit among the transactions, each with its biller's icon.
  const entries = useMemo(
    () => historyEntries(transactions, bills.data ?? [], { search, moreToLoad: query.hasNextPage }),
    [transactions, bills.data, search, query.hasNextPage],
  );
  const groups = useMemo(() => groupByDay(entries, new Date()), [entries]);
  if (!user) return null;

  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Group justify="space-between" align="baseline">
          <Title order={1} size="h2">
            <Trans>Transaction History</Trans>
          </Title>
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/reversals" />}>
            <Trans>Reversal requests</Trans>
          </Anchor>
        </Group>
        <SearchField
          aria-label={t`Search transactions`}
          placeholder={t`Search by name, message or amount...`}
          value={text}
          onValueChange={setText}
        />
        {query.isPending ? (
          <TransactionSkeletons count={5} />
        ) : entries.length === 0 ? (
          search ? (
            <EmptyTransactions title={t`No transactions found`} hint={t`Try adjusting your search terms`} />
          ) : (
            <EmptyTransactions title={t`No transactions yet`} hint={t`Your transaction history will appear here`} />
          )
        ) : (
          <>
            {groups.map((group) => (
              <section key={group.key} aria-label={group.heading}>
                <Title order={2} size="h6" c="dimmed" tt="uppercase" mb="xs">
                  {group.heading}
                </Title>
                <Stack gap="sm">
                  {group.items.map((entry) => {
                    if (entry.type === 'bill') return <BillPaymentCard key={entry.id} payment={entry.payment} />;
                    const tx = entry.transaction;
                    return (
                      <TransactionCard
                        key={tx.id}
                        transaction={tx}
                        currentUserId={user.id}
                        footer={
                          <>
                            {tx.senderId === user.id && tx.status === 'completed' && (
                              <CategoryButton transactionId={Number(tx.id)} counterparty={directionOf(tx, user.id).counterpartyName} />
                            )}
                            <PaymentReversalActions transaction={tx} currentUserId={user.id} />
                            <TransactionSocialFooter transaction={tx} currentUserId={user.id} variant="history" />
                          </>
                        }
                      />
                    );
                  })}
                </Stack>
              </section>
            ))}
            {query.hasNextPage && (
              <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                <Trans>Load more</Trans>
              </Button>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
