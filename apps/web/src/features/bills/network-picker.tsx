import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { NETWORK_LABEL } from './bill-display';
import type { MobileNetwork } from './bills-types';

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
  const detectedName = detected === null ? null : NETWORK_LABEL[detected];
  return (
    <Stack gap={6}>
      <Input.Label size="md" id="network-label">
        <Trans>Network</Trans>
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
        {detectedName === null
          ? t`Enter the number to see its network`
          : network === detected
            ? t`${detectedName} number (detected from its prefix)`
            : t`The number looks like ${detectedName}: choose ${detectedName} unless it moved networks`}
      </Text>
    </Stack>
  );
}
