import { formatCedis } from '@ghanapay/money';
import { Alert, Group, Input, Radio, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NETWORK_LABEL } from './bill-display';
import { bundlesQuery } from './bills-queries';
import type { MobileNetwork } from './bills-types';
import { billFailureText } from './use-pay-bill';

const NETWORKS = Object.keys(NETWORK_LABEL) as MobileNetwork[];

/** The network: read from the number's prefix, and changeable (a number moved to another network). */
export function NetworkPicker({
  network,
  detected,
  onChange,
}: {
  network: MobileNetwork | null;
  detected: MobileNetwork | null;
  onChange: (network: MobileNetwork) => void;
}) {
  return (
    <Stack gap={6}>
      <Input.Label size="md" id="network-label">
        Network
      </Input.Label>
      <SegmentedControl
        aria-labelledby="network-label"
        fullWidth
        size="md"
        value={network ?? ''}
        onChange={(value) => onChange(value as MobileNetwork)}
        data={NETWORKS.map((n) => ({ value: n, label: NETWORK_LABEL[n] }))}
      />
      <Text size="xs" c={detected && network !== detected ? 'orange.9' : 'dimmed'} aria-live="polite" data-testid="network-note">
        {detected === null
          ? 'Enter the number to see its network'
          : network === detected
            ? `${NETWORK_LABEL[detected]} number (detected from its prefix)`
            : `The number looks like ${NETWORK_LABEL[detected]}: choose ${NETWORK_LABEL[detected]} unless it moved networks`}
      </Text>
    </Stack>
  );
}

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
      <Alert color="red" variant="light" role="alert" title="Bundles not available">
        {billFailureText(bundles.error)}
      </Alert>
    );
  }
  return (
    <Radio.Group label="Data bundle" size="md" value={value} onChange={onChange}>
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
            No bundles on sale for this number right now.
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
