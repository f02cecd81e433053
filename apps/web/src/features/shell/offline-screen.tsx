import { Trans } from '@lingui/react/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import IconWifiOff from '@tabler/icons-react/dist/esm/icons/IconWifiOff.mjs';
import { Page } from '../../components/page';
import { UssdHandoff, ussdMenuForPath } from '../ussd';

/** How often the offline screen checks whether the network is back. */
const OFFLINE_RETRY_MS = 3_000;

/**
 * The app shell loaded from the device, but no balance or payment is shown without the network; the
 * same wallet answers on USSD, so the screen hands off to it with the path for the page that was open.
 */
export function OfflineScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // Back online: try again without waiting for a tap. Browsers do not always announce it (Chromium's
  // emulated network, some phones between cells), so the screen also asks again every few seconds.
  useEffect(() => {
    window.addEventListener('online', onRetry);
    const timer = window.setInterval(onRetry, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', onRetry);
      window.clearInterval(timer);
    };
  }, [onRetry]);
  return (
    <Page>
      <Stack align="center" justify="center" gap="md" mih="70dvh" ta="center">
        <IconWifiOff size={48} aria-hidden="true" color="var(--mantine-color-gray-6)" />
        <Title order={1} size="h2">
          <Trans>You&apos;re offline</Trans>
        </Title>
        <Text c="dimmed" maw={320}>
          <Trans>{APP_NAME} needs a connection to show your balance and payments. Check your mobile data or Wi-Fi and try again.</Trans>
        </Text>
        <Button onClick={onRetry} loading={retrying}>
          <Trans>Try again</Trans>
        </Button>
        <UssdHandoff menu={ussdMenuForPath(pathname)} />
      </Stack>
    </Page>
  );
}
