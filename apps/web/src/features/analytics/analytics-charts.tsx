import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { formatCedis } from '@ghanapay/money';
import { BarChart, DonutChart } from '@mantine/charts';
import { CATEGORY_COLORS, CATEGORY_LABELS, chartValue, monthLabel, type CategoryKey } from './category-labels';

const cedis = (value: number) => formatCedis(value.toFixed(2));

/** Sent and received per month. Screen readers get the figures from the label (the bars are drawing). */
export function TrendChart({ trend }: { trend: ReadonlyArray<{ month: string; sent: string; received: string }> }) {
  const description = trend
    .map((m) => `${monthLabel(m.month)}: sent ${formatCedis(m.sent)}, received ${formatCedis(m.received)}`)
    .join('; ');
  return (
    <div role="img" aria-label={`Monthly trend. ${description}`}>
      <BarChart
        h={200}
        data={trend.map((m) => ({ month: monthLabel(m.month), sent: chartValue(m.sent), received: chartValue(m.received) }))}
        dataKey="month"
        series={[
          { name: 'sent', label: 'Sent', color: 'red.7' },
          { name: 'received', label: 'Received', color: 'kente.7' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        valueFormatter={cedis}
        yAxisProps={{ width: 48 }}
        tickLine="none"
        textColor="gray.8"
        gridAxis="y"
      />
    </div>
  );
}

/** Where the money went, as a ring; the list beside it carries the same figures in words. */
export function CategoryChart({
  categories,
}: {
  categories: ReadonlyArray<{ category: CategoryKey; amount: string; percentage: number }>;
}) {
  const description = categories.map((c) => `${CATEGORY_LABELS[c.category]} ${c.percentage}%`).join(', ');
  return (
    <div role="img" aria-label={`Spending by category: ${description}`} style={{ display: 'flex', justifyContent: 'center' }}>
      <DonutChart
        size={150}
        thickness={24}
        withTooltip={false}
        data={categories.map((c) => ({
          name: CATEGORY_LABELS[c.category],
          value: chartValue(c.amount),
          color: CATEGORY_COLORS[c.category],
        }))}
      />
    </div>
  );
}
