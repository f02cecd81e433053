import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, SimpleGrid, Text, Title } from '@mantine/core';
import IconArrowsExchange from '@tabler/icons-react/dist/esm/icons/IconArrowsExchange.mjs';
import IconArrowsSplit from '@tabler/icons-react/dist/esm/icons/IconArrowsSplit.mjs';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { Link } from '@tanstack/react-router';
import tiles from '../../components/tile.module.css';
import classes from './home.module.css';

/**
 * At 200 % text on a 360 px phone an action's words wrap inside its button instead of being cut, and
 * a word breaks only when it is wider than the whole button (never "Send/Req-uest" beside "Split").
 */
const QUICK_ACTION_STYLES = {
  section: { marginInlineEnd: 6 },
  label: { whiteSpace: 'normal', overflowWrap: 'break-word', minWidth: 0, textAlign: 'center' },
} as const;

export function QuickActions() {
  // Two side by side while each is 9rem wide; one above the other when the text is large.
  return (
    <div className={classes.quickActions}>
      <Button
        component={Link}
        to="/money-transfer"
        size="md"
        fz="sm"
        h="auto"
        mih={52}
        px="sm"
        radius="md"
        leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
        styles={QUICK_ACTION_STYLES}
      >
        <Trans>Send/Request</Trans>
      </Button>
      <Button
        component={Link}
        to="/split"
        size="md"
        fz="sm"
        h="auto"
        mih={52}
        px="sm"
        radius="md"
        variant="default"
        leftSection={<IconArrowsSplit size={16} aria-hidden="true" />}
        styles={QUICK_ACTION_STYLES}
      >
        <Trans>Split</Trans>
      </Button>
      {/* Airtime, data and bills: a whole row, so its words fit a 360 px phone. */}
      <Button
        component={Link}
        to="/pay"
        size="md"
        fz="sm"
        h="auto"
        mih={52}
        px="sm"
        radius="md"
        variant="light"
        leftSection={<IconReceipt size={16} aria-hidden="true" />}
        styles={QUICK_ACTION_STYLES}
        style={{ gridColumn: '1 / -1' }}
      >
        <Trans>Pay: airtime, data & bills</Trans>
      </Button>
    </div>
  );
}

const FEATURES = [
  { to: '/bank-transfers', title: msg`Bank Transfer`, detail: msg`Connect to GhIPSS`, Icon: IconBuildingBank },
  { to: '/mobile-money', title: msg`Mobile Money`, detail: msg`MTN, Vodafone, AirtelTigo`, Icon: IconDeviceMobile },
  { to: '/analytics', title: msg`Analytics`, detail: msg`Spending insights`, Icon: IconChartBar },
] as const;

export function MoreFeatures() {
  return (
    <section aria-labelledby="more-features">
      <Title order={2} size="h4" id="more-features" mb="sm">
        <Trans>More Features</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {FEATURES.map(({ to, title, detail, Icon }) => (
          <Link key={to} to={to} className={`${tiles.tile} ${classes.featureTile}`}>
            <Icon size={26} aria-hidden="true" color="var(--mantine-color-kente-7)" />
            <span>
              <Text fw={700} size="sm" component="span" display="block">
                {t(title)}
              </Text>
              <Text size="xs" c="dimmed" component="span" display="block">
                {t(detail)}
              </Text>
            </span>
          </Link>
        ))}
      </SimpleGrid>
    </section>
  );
}
