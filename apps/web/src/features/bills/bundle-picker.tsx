import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Alert, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bundlesQuery } from './bills-queries';
import { billFailureText } from './use-pay-bill';

/** A data biller's bundles for this number, to pick one: its price is the amount. */
export function BundlePicker({
  billerId,
  customerNumber,
  value,
  onChange,
}: {
  billerId: string;
  customerNumber: string;
  value: string | null;
  onChange: (bundleId: string) => void;
}) {
  const bundles = useQuery(bundlesQuery(billerId, customerNumber));
  if (bundles.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t`Bundles not available`}>
        {billFailureText(bundles.error)}
      </Alert>
    );
  }
  return (
    <Radio.Group label={t`Data bundle`} size="md" value={value} onChange={onChange}>
      <Stack gap="xs" mt={6}>
        {bundles.data === undefined
          ? [1, 2, 3].map((i) => <Skeleton key={i} height={56} radius="md" />)
          : bundles.data.map((bundle) => (
              <Radio.Card
                key={bundle.id}
                value={bundle.id}
                radius="md"
                p="sm"
                mih={56}
                aria-label={`${bundle.name}, ${formatCedis(bundle.price)}`}
              >
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text size="sm" fw={600} style={{ flex: 1 }}>
                    {bundle.name}
                  </Text>
                  <Text size="sm" fw={700}>
                    {formatCedis(bundle.price)}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
        {bundles.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No bundles on sale for this number right now.</Trans>
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
