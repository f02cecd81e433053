import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Button, Paper, NativeSelect, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconFileTypeCsv from '@tabler/icons-react/dist/esm/icons/IconFileTypeCsv.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { recentMonths, recentYears, statementDownloadPath, type StatementRequest } from './statements-periods';
import { statementQuery } from './statements-queries';

/**
 * Reporting → Transaction Statements: a month (the last 12) or a year (this one and the two before),
 * its opening balance, money in and out and closing balance, and the statement as CSV or PDF.
 */
export function StatementsCard() {
  const [{ months, years }] = useState(() => {
    const now = new Date();
    return { months: recentMonths(now), years: recentYears(now) };
  });
  const [period, setPeriod] = useState<'month' | 'year'>('month');
  const [month, setMonth] = useState(months[0]!.value);
  const [year, setYear] = useState(years[0]!.value);
  const request: StatementRequest = period === 'month' ? { period, month } : { period, year };
  const statement = useQuery({ ...statementQuery(request), placeholderData: keepPreviousData });

  const rows = statement.data && [
    { label: t`Opening balance`, value: statement.data.openingBalance },
    { label: t`Money in`, value: statement.data.totalIn },
    { label: t`Money out`, value: statement.data.totalOut },
    { label: t`Closing balance`, value: statement.data.closingBalance, total: true },
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="statements-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="statements-title">
          <Trans>Transaction Statements</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Every transaction of a month or a year, from your opening to your closing balance.</Trans>
        </Text>
        <SegmentedControl
          fullWidth
          aria-label={t`Statement period`}
          data={[
            { value: 'month', label: t`Monthly` },
            { value: 'year', label: t`Yearly` },
          ]}
          value={period}
          onChange={(value) => setPeriod(value as 'month' | 'year')}
        />
        {period === 'month' ? (
          <NativeSelect label={t`Month`} data={months} value={month} onChange={(event) => setMonth(event.currentTarget.value)} />
        ) : (
          <NativeSelect label={t`Year`} data={years} value={year} onChange={(event) => setYear(event.currentTarget.value)} />
        )}
        {statement.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(statement.error, t`Could not load the statement. Please try again.`)}
          </Text>
        ) : rows ? (
          <Stack
            gap={6}
            component="dl"
            m={0}
            aria-busy={statement.isPlaceholderData}
            style={{ opacity: statement.isPlaceholderData ? 0.6 : 1 }}
          >
            {rows.map(({ label, value, total }) => (
              <div key={label} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <Text component="dt" size="sm" c={total ? undefined : 'dimmed'} fw={total ? 600 : undefined}>
                  {label}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0}>
                  {formatCedis(value)}
                </Text>
              </div>
            ))}
          </Stack>
        ) : (
          <Skeleton height={96} radius="md" />
        )}
        {/* One above the other on a phone: side by side, the labels would not fit at 360 px. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            component="a"
            href={statementDownloadPath(request, 'csv')}
            download
            variant="light"
            leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
          >
            <Trans>Download CSV</Trans>
          </Button>
          <Button
            component="a"
            href={statementDownloadPath(request, 'pdf')}
            download
            variant="light"
            leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
          >
            <Trans>Download PDF</Trans>
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
