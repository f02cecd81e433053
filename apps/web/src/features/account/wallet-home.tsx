import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import { Link } from '@tanstack/react-router';
import { BalanceCard } from '../../components/balance-card';
import { useSession } from '../../lib/session-query';
import { Page } from '../../components/page';
import { LogoutButton } from './logout-button';
import { ProfileSummary } from './profile-summary';

/** /me: the wallet home. Connected accounts and transfers arrive with the accounts issue. */
export function WalletHome() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page withNav>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <ProfileSummary user={user} />
          <ActionIcon component={Link} to="/settings" variant="default" size="xl" radius="xl" aria-label="Settings">
            <IconSettings size={22} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <BalanceCard user={user} />
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4">
            Connected Accounts
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Linking mobile money and bank accounts is coming soon.
          </Text>
        </Paper>
        <LogoutButton />
      </Stack>
    </Page>
  );
}
