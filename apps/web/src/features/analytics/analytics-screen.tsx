import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BackLink } from '../../components/back-link';
import { EmptyList } from '../../components/empty-list';
import { Page } from '../../components/page';
import { analyticsQuery, DEFAULT_RANGE, RANGE_NAMES, RANGES, type RangeDays } from './analytics-queries';
import { CATEGORY_COLORS, categoryLabel } from './category-labels';
import { SecurityPanel } from './security-panel';
import { TrendChart } from './trend-chart';

// Recharts is the heaviest thing here, and only the category ring uses it: the ring sits below the
// first screen on a phone, so its code loads when it is scrolled near.
const CategoryChart = lazy(() => import('./category-chart'));

/** Draws its children once they come within 100 px of the viewport, and keeps them; the placeholder until then. */
function WhenNearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '100px' });
  const [near, setNear] = useState(false);
  // Kept once seen: scrolling back past it must not unload the chart.
  if (entry?.isIntersecting && !near) setNear(true);
  if (near) return children;
  return <div ref={ref}>{placeholder}</div>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** /analytics: the person's own money over a range, and the fraud panel; no sample data, ever. */
export default function AnalyticsScreen() {
  const [days, setDays] = useState<RangeDays>(DEFAULT_RANGE);
  const analytics = useQuery({ ...analyticsQuery(days), placeholderData: (previous) => previous });
  const data = analytics.data;
  const rangeLabel = t(RANGES.find((r) => r.days === days)!.label);
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Analytics</Trans>
        </Title>
        <SegmentedControl
          aria-label={t`Time range`}
          fullWidth
          value={String(days)}
          onChange={(value) => setDays(Number(value) as RangeDays)}
          data={RANGES.map((r) => ({ value: String(r.days), label: t(r.label) }))}
        />
        {data === undefined ? (
          analytics.isError ? (
            <EmptyList title={t`Analytics could not load`} hint={t`Check your connection and try again`} />
          ) : (
            <SimpleGrid cols={2} spacing="sm">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={68} radius="md" />
              ))}
            </SimpleGrid>
          )
        ) : (
          <>
            <SimpleGrid cols={2} spacing="sm" aria-label={t`Summary`}>
              <Tile label={t`Total Spent`} value={formatCedis(data.totalSpent)} testId="total-spent" />
              <Tile label={t`Total Received`} value={formatCedis(data.totalReceived)} testId="total-received" />
              <Tile label={t`Transactions`} value={String(data.totalTransactions)} testId="total-transactions" />
              <Tile label={t`Average Amount`} value={formatCedis(data.averageTransactionAmount)} testId="average-amount" />
            </SimpleGrid>
            <Section title={t`Quick Stats`}>
              <Stack gap={6}>
                <Group justify="space-between">
                  <Text size="sm">
                    <Trans>Net flow</Trans>
                  </Text>
                  <Text size="sm" fw={700} c={data.netFlow.startsWith('-') ? 'red.8' : 'kente.8'} data-testid="net-flow">
                    {formatCedis(data.netFlow, { signed: true })}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text size="sm">
                    <Trans>Time range</Trans>
                  </Text>
                  <Text size="sm" fw={600} data-testid="range-label">
                    {t(RANGE_NAMES[data.range.days as RangeDays] ?? RANGES[1].label)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text size="sm">
                    <Trans>Success rate</Trans>
                  </Text>
                  <Text size="sm" fw={600}>
                    {data.successRate === null ? t`No payments yet` : `${data.successRate}%`}
                  </Text>
                </Group>
              </Stack>
            </Section>
            {data.totalTransactions === 0 ? (
              <Paper withBorder radius="md" p="xl">
                <Stack align="center" gap="sm" ta="center">
                  <Text fw={600}>
                    <Trans>No activity in the last {rangeLabel}</Trans>
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Trans>Send money, request money or add money to your wallet, and your spending will show here.</Trans>
                  </Text>
                  <Group justify="center" gap="xs">
                    <Button component={Link} to="/send">
                      <Trans>Send Money</Trans>
                    </Button>
                    <Button component={Link} to="/me" variant="default">
                      <Trans>Add Money</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ) : (
              <>
                <Section title={t`Monthly Trend`}>
                  <TrendChart trend={data.monthlyTrend} />
                </Section>
                <Section title={t`Top Recipients`}>
                  {data.topRecipients.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      <Trans>You have not paid anyone in this period.</Trans>
                    </Text>
                  ) : (
                    <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {data.topRecipients.map((r) => (
                        <Group key={r.name} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="top-recipient">
                          <Stack gap={0} style={{ minWidth: 0 }}>
                            <Text size="sm" fw={600} truncate>
                              {r.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {plural(r.transactions, { one: '# payment', other: '# payments' })}
                            </Text>
                          </Stack>
                          <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
                            {formatCedis(r.amount)}
                          </Text>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Section>
                <Section title={t`Spending Categories`}>
                  {data.categoryBreakdown.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      <Trans>Nothing spent in this period.</Trans>
                    </Text>
                  ) : (
                    <Stack gap="sm">
                      <WhenNearViewport placeholder={<Skeleton height={150} circle mx="auto" />}>
                        <Suspense fallback={<Skeleton height={150} circle mx="auto" />}>
                          <CategoryChart categories={data.categoryBreakdown} />
                        </Suspense>
                      </WhenNearViewport>
                      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                        {data.categoryBreakdown.map((c) => (
                          <Group key={c.category} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="category">
                            <Group gap={8} wrap="nowrap">
                              <span
                                aria-hidden="true"
                                style={{
                                  width: 10,
                                  height: 10,
                                  borderRadius: 5,
                                  background: `var(--mantine-color-${CATEGORY_COLORS[c.category].replace('.', '-')})`,
                                }}
                              />
                              <Text size="sm">{categoryLabel(c.category)}</Text>
                            </Group>
                            <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                              {formatCedis(c.amount)} · {c.percentage}%
                            </Text>
                          </Group>
                        ))}
                      </Stack>
                    </Stack>
                  )}
                </Section>
              </>
            )}
            <SecurityPanel fraudAlertsInRange={data.fraudAlerts} />
          </>
        )}
      </Stack>
    </Page>
  );
}
