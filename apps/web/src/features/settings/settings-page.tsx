import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from '@tanstack/react-router';
import { LogoutButton } from '../account';
import { fullNameOf } from '../../lib/user-display';
import { useSession } from '../../lib/session-query';
import { Page } from '../../components/page';
import { PasskeysSection } from './passkeys-section';

/** /settings: the account card, passkeys and log out. Preferences and reports come with their issue. */
export function SettingsPage() {
  const { user } = useSession();
  if (!user) return null;
  const rows = [
    ['Name', fullNameOf(user)],
    ['Username', user.username ? `@${user.username}` : '—'],
    ['Email', user.email ?? '—'],
    ['Phone', user.phoneNumber ?? '—'],
  ] as const;
  return (
    <Page withNav>
      <Stack gap="lg">
        <Button
          component={Link}
          to="/profile"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          w="fit-content"
          px={0}
        >
          Back to Profile
        </Button>
        <Title order={1} size="h2">
          Settings
        </Title>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="account-title">
          <Title order={2} size="h4" id="account-title" mb="sm">
            Account
          </Title>
          <Stack gap={6} component="dl" m={0}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere', textAlign: 'right' }}>
                  {value}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
        <PasskeysSection />
        <LogoutButton />
      </Stack>
    </Page>
  );
}
