import { t } from '@lingui/core/macro';
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { CATEGORY_COLORS, categoryLabel, chartValue, type CategoryKey } from './category-labels';

/** Where the money went, as a ring; the list beside it carries the same figures in words. */
export default function CategoryChart({
  categories,
}: {
  categories: ReadonlyArray<{ category: CategoryKey; amount: string; percentage: number }>;
}) {
  const description = categories.map((c) => `${categoryLabel(c.category)} ${c.percentage}%`).join(', ');
  return (
    <div role="img" aria-label={t`Spending by category: ${description}`} style={{ display: 'flex', justifyContent: 'center' }}>
      <DonutChart
        size={150}
        thickness={24}
        withTooltip={false}
        data={categories.map((c) => ({
          name: categoryLabel(c.category),
          value: chartValue(c.amount),
          color: CATEGORY_COLORS[c.category],
        }))}
      />
    </div>
  );
}
