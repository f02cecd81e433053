import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { formatCedis } from '@ghanapay/money';
import { BarChart } from '@mantine/charts';
import { chartValue, monthLabel } from './category-labels';

const cedis = (value: number) => formatCedis(value.toFixed(2));

/** Sent and received per month. Screen readers get the figures from the label (the bars are drawing). */
export default function TrendChart({ trend }: { trend: ReadonlyArray<{ month: string; sent: string; received: string }> }) {
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
