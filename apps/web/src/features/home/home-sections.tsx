import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconArrowsExchange from '@tabler/icons-react/dist/esm/icons/IconArrowsExchange.mjs';
import IconArrowsSplit from '@tabler/icons-react/dist/esm/icons/IconArrowsSplit.mjs';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { Link } from '@tanstack/react-router';
import classes from './home.module.css';

export function QuickActions() {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Button component={Link} to="/money-transfer" size="md" fz="sm" h={52} px="sm" radius="md" leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}>
        Send/Request
      </Button>
      <Button component={Link} to="/split" size="md" fz="sm" h={52} px="sm" radius="md" variant="default" leftSection={<IconArrowsSplit size={18} aria-hidden="true" />}>
        Split
      </Button>
    </SimpleGrid>
  );
}

/** The 3 latest transactions; the transactions issue wires the feed, until then its empty state. */
export function RecentActivity() {
  return (
    <section aria-labelledby="recent-activity">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="recent-activity">
          Recent Activity
        </Title>
        <Anchor component={Link} to="/history" size="sm" fw={600}>
          View All
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap={6} ta="center">
          <IconReceipt size={36} aria-hidden="true" color="var(--mantine-color-gray-6)" />
          <Text fw={600}>No transactions yet</Text>
          <Text size="sm" c="dimmed">
            Start by sending money to friends and family
          </Text>
        </Stack>
      </Paper>
    </section>
  );
}

const FEATURES = [
  { to: '/bank-transfers', title: 'Bank Transfer', detail: 'Connect to GhIPSS', Icon: IconBuildingBank },
  { to: '/mobile-money', title: 'Mobile Money', detail: 'MTN, Vodafone, AirtelTigo', Icon: IconDeviceMobile },
  { to: '/analytics', title: 'Analytics', detail: 'Spending insights', Icon: IconChartBar },
] as const;

export function MoreFeatures() {
  return (
    <section aria-labelledby="more-features">
      <Title order={2} size="h4" id="more-features" mb="sm">
        More Features
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {FEATURES.map(({ to, title, detail, Icon }) => (
          <Link key={to} to={to} className={`${classes.tile} ${classes.featureTile}`}>
            <Icon size={26} aria-hidden="true" color="var(--mantine-color-kente-7)" />
            <span>
              <Text fw={700} size="sm" component="span" display="block">
                {title}
              </Text>
              <Text size="xs" c="dimmed" component="span" display="block">
                {detail}
              </Text>
            </span>
          </Link>
        ))}
      </SimpleGrid>
    </section>
  );
}
