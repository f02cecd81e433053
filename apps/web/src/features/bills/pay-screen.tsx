import { Trans } from '@lingui/react/macro';
import { Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import IconQrcode from '@tabler/icons-react/dist/esm/icons/IconQrcode.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import tiles from '../../components/tile.module.css';
import { isTopUp } from './bill-display';
import { BillIcon } from './bill-icon';
import { BillerList } from './biller-list';
import { billersQuery, billPaymentsQuery } from './bills-queries';
import { RecentBillPayments } from './recent-bill-payments';

/** /pay: airtime and data, the bills (electricity, water, TV), and recent payments to repeat. */
export default function PayScreen() {
  const billers = useQuery(billersQuery());
  const payments = useQuery(billPaymentsQuery());
  const bills = (billers.data ?? []).filter((b) => !isTopUp(b.kind));
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Pay</Trans>
        </Title>
        <Link to="/pay/airtime" className={tiles.tile} style={{ flexDirection: 'row', alignItems: 'center', gap: 12 }}>
          <BillIcon kind="airtime" size={44} />
          <span style={{ flex: 1 }}>
            <Text fw={700} component="span" display="block">
              <Trans>Airtime & data</Trans>
            </Text>
            <Text size="sm" c="dimmed" component="span" display="block">
              <Trans>MTN, Telecel, AirtelTigo · your number or any other</Trans>
            </Text>
          </span>
          <IconChevronRight size={20} aria-hidden="true" />
        </Link>
        <Link to="/scan" className={tiles.tile} style={{ flexDirection: 'row', alignItems: 'center', gap: 12 }}>
          <ThemeIcon size={44} radius="xl" variant="light" color="teal" aria-hidden="true" style={{ flexShrink: 0 }}>
            <IconQrcode size={24} />
          </ThemeIcon>
          <span style={{ flex: 1 }}>
            <Text fw={700} component="span" display="block">
              <Trans>Pay a shop</Trans>
            </Text>
            <Text size="sm" c="dimmed" component="span" display="block">
              <Trans>Scan the shop's GhQR code</Trans>
            </Text>
          </span>
          <IconChevronRight size={20} aria-hidden="true" />
        </Link>
        <Link to="/pay/shop" className={tiles.tile} style={{ flexDirection: 'row', alignItems: 'center', gap: 12 }}>
          <ThemeIcon size={44} radius="xl" variant="light" color="grape" aria-hidden="true" style={{ flexShrink: 0 }}>
            <IconBuildingStore size={24} />
          </ThemeIcon>
          <span style={{ flex: 1 }}>
            <Text fw={700} component="span" display="block">
              <Trans>Pay by merchant ID</Trans>
            </Text>
            <Text size="sm" c="dimmed" component="span" display="block">
              <Trans>Type the 6 digits on the shop's sign</Trans>
            </Text>
          </span>
          <IconChevronRight size={20} aria-hidden="true" />
        </Link>
        <section aria-labelledby="pay-bills">
          <Title order={2} size="h4" id="pay-bills" mb="sm">
            <Trans>Bills</Trans>
          </Title>
          {billers.data === undefined ? <Skeleton height={160} radius="md" /> : <BillerList billers={bills} />}
        </section>
        {payments.data && <RecentBillPayments payments={payments.data} />}
      </Stack>
    </Page>
  );
}
