import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';
import IconPrinter from '@tabler/icons-react/dist/esm/icons/IconPrinter.mjs';
import IconQrcode from '@tabler/icons-react/dist/esm/icons/IconQrcode.mjs';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { lazy, Suspense, useState } from 'react';
import type { trpc } from '../../lib/trpc';
import { ChargeForm } from './charge-form';
import { categoryName } from './merchant-categories';
import type { Charge } from './merchant-qr-modal';
import { TakingsList } from './takings-list';

// The code's dialog (and its QR drawing) loads when a code is first shown, not with the screen.
const MerchantQrModal = lazy(() => import('./merchant-qr-modal').then((m) => ({ default: m.MerchantQrModal })));

type Merchant = inferOutput<typeof trpc.money.getMyMerchant>;

/** With a profile: the merchant ID large, its codes (static, per sale, the printed poster) and the takings. */
export function MerchantDashboard({ merchant }: { merchant: Merchant }) {
  const [showing, setShowing] = useState<{ charge?: Charge } | null>(null);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap={4} align="center">
          <Text fw={700} size="lg" ta="center">
            {merchant.businessName}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {categoryName(merchant.categoryCode)} · {merchant.city}
          </Text>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt="xs">
            <Trans>Merchant ID</Trans>
          </Text>
          <Text fz={40} fw={800} ff="monospace" lts={4} data-testid="merchant-id" aria-label={t`Merchant ID ${merchant.merchantId}`}>
            {merchant.merchantId}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            <Trans>Customers scan your code, or pay this ID.</Trans>
          </Text>
        </Stack>
        <Stack gap="sm" mt="md">
          <Button leftSection={<IconQrcode size={18} aria-hidden="true" />} onClick={() => setShowing({})}>
            <Trans>Show QR</Trans>
          </Button>
          <Button
            component="a"
            href="/api/merchants/me/poster.pdf"
            download
            variant="light"
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
          >
            <Trans>Print poster</Trans>
          </Button>
        </Stack>
      </Paper>
      <ChargeForm onCharge={(charge) => setShowing({ charge })} />
      <TakingsList />
      {showing && (
        <Suspense fallback={null}>
          <MerchantQrModal merchant={merchant} charge={showing.charge} onClose={() => setShowing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
