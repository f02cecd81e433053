import { msg, t } from '@lingui/core/macro';
import '@mantine/charts/styles.css';
import { formatCedis } from '../../lib/locale-format';
import { BarsList } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { chartValue, monthLabel } from './category-labels';

type Month = { month: string; sent: string; received: string };

const SERIES = [
  { key: 'sent', name: msg`Sent`, color: 'red' },
  { key: 'received', name: msg`Received`, color: 'kente' },
] as const;

/**
 * Sent and received per month, as labelled bars with their amounts written beside them (@mantine/charts'
 * BarsList: plain HTML, so the figures read at 360 px without a tap and a screen reader reads them as
 * text). Every bar is measured against the largest amount of the whole range, so months compare.
 */
export function TrendChart({ trend }: { trend: readonly Month[] }) {
  const largest = Math.max(0, ...trend.flatMap((m) => [chartValue(m.sent), chartValue(m.received)]));
  const share = (value: number) => (largest > 0 ? (value / largest) * 100 : 0);
  return (
    <Stack gap="sm" component="ol" aria-label={t`Monthly trend`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {trend.map((m) => (
        <li key={m.month} data-testid="trend-month">
          <Text size="xs" fw={600} c="dimmed" mb={4}>
            {monthLabel(m.month)}
          </Text>
          <BarsList
            barHeight={26}
            barGap={4}
            data={SERIES.map((s) => ({ name: t(s.name), value: chartValue(m[s.key]), color: s.color }))}
            // The API's own 2-decimal text, not the bar's number, is what is written.
            valueFormatter={(value) => formatCedis(value === chartValue(m.sent) ? m.sent : m.received)}
            // Widths on the range's scale, not each month's own largest bar.
            // A month with nothing sent (or received) shows its label and ₵0.00 with no bar.
            getBarProps={(bar) => ({
              style: {
                width: `${share(bar.value)}%`,
                padding: '0 8px',
                whiteSpace: 'nowrap',
                // The page's text colour, light or dark scheme alike (the tint alone is the bar).
                color: 'var(--mantine-color-text)',
                ...(bar.value === 0 ? { backgroundColor: 'transparent' } : {}),
              },
            })}
          />
        </li>
      ))}
    </Stack>
  );
}
