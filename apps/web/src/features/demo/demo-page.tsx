import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import IconQrcode from '@tabler/icons-react/dist/esm/icons/IconQrcode.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { Link } from '@tanstack/react-router';
import classes from '../../components/tile.module.css';
import { Page } from '../../components/page';

// Static tiles; the screens behind them ask for a sign-in when the visitor has none.
const TILES = [
  {
    title: msg`Recipient Search`,
    text: msg`Find anyone by name, phone, email or @username`,
    to: '/recipient-search',
    search: { action: 'send' },
    Icon: IconSearch,
  },
  { title: msg`Cards`, text: msg`Link and manage your bank cards`, to: '/cards', Icon: IconCreditCard },
  { title: msg`USSD`, text: msg`${APP_NAME} on any phone with *920*00#`, to: '/ussd', Icon: IconDeviceMobile },
  { title: msg`QR Scanner`, text: msg`Pay by scanning a ${APP_NAME} QR code`, to: '/qr-scanner', Icon: IconQrcode },
  { title: msg`Analytics`, text: msg`Spending insights and fraud analytics`, to: '/analytics', Icon: IconChartBar },
  { title: msg`Send Money`, text: msg`Send cedis with social features`, to: '/send-money', search: { action: 'send' }, Icon: IconSend },
] as const;

export function DemoPage() {
  return (
    <Page>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            <Trans>{APP_NAME} Demo</Trans>
          </Title>
          <Text c="dimmed" mt={4}>
            <Trans>Every feature can be tried without authentication.</Trans>
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="sm">
          {TILES.map((tile) => (
            <Link key={tile.to} to={tile.to} search={'search' in tile ? tile.search : undefined} className={classes.tile}>
              <tile.Icon size={26} aria-hidden="true" color="var(--mantine-color-kente-7)" />
              <Text fw={700} size="sm">
                {t(tile.title)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(tile.text)}
              </Text>
            </Link>
          ))}
        </SimpleGrid>
        <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
          <Trans>Back to Home</Trans>
        </Button>
      </Stack>
    </Page>
  );
}
