import { intlLocale } from '../../lib/intl-locale';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { ActionIcon, Badge, CopyButton, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { useQuery } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { useSession } from '../../lib/session-query';
import { SESSIONS_POLL_MS, STATS_POLL_MS, ussdSessionsQuery, ussdStatsQuery } from './ussd-queries';
import { UssdSimulator } from './ussd-simulator';
import { UssdMenuHelp } from './ussd-menu-help';

const ACCESS_CODE = '*920*00#';

/** /ussd and /ussd-integration: the access code, today's real activity, the simulator, active sessions, the menu tree. */
export default function UssdPage() {
  const { user } = useSession();
  const stats = useQuery({ ...ussdStatsQuery(), refetchInterval: STATS_POLL_MS });
  const sessions = useQuery({ ...ussdSessionsQuery(), refetchInterval: SESSIONS_POLL_MS });
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>USSD Integration</Trans>
        </Title>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ussd-code-title">
          <Text size="xs" c="dimmed" id="ussd-code-title">
            <Trans>Access Code</Trans>
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={800} size="xl" ff="monospace" data-testid="ussd-access-code">
              {ACCESS_CODE}
            </Text>
            <CopyButton value={ACCESS_CODE}>
              {({ copied, copy }) => (
                // A phone has no hover for a tooltip: "Copied" shows beside the button (and is announced).
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" c="kente" role="status">
                    {copied ? t`Copied` : ''}
                  </Text>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={t`Copy access code`} size="lg">
                    {copied ? <IconCheck size={20} aria-hidden="true" /> : <IconCopy size={20} aria-hidden="true" />}
                  </ActionIcon>
                </Group>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>Dial from any phone, no internet needed.</Trans>
          </Text>
        </Paper>

        <SimpleGrid cols={3} spacing="xs" component="section" aria-label={t`USSD stats`}>
          <StatTile label={t`Active Sessions`} value={stats.data?.activeSessions} />
          <StatTile label={t`Requests Today`} value={stats.data?.totalRequestsToday} />
          <StatTile label={t`Success Rate`} value={stats.data && `${stats.data.successRate}%`} />
        </SimpleGrid>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ussd-popular-title">
          <Title order={2} size="h4" id="ussd-popular-title" mb="sm">
            <Trans>Popular Menus</Trans>
          </Title>
          {stats.data === undefined ? (
            <Skeleton height={48} />
          ) : stats.data.popularMenus.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No menus chosen today yet.</Trans>
            </Text>
          ) : (
            <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {stats.data.popularMenus.map((menu) => (
                <Group key={menu.menu} justify="space-between" component="li">
                  <Text size="sm">{menu.menu}</Text>
                  <Badge variant="light" color="kente" tt="none">
                    {menu.count}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>

        <UssdSimulator ownPhone={user?.phoneNumber ?? null} />

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ussd-sessions-title">
          <Title order={2} size="h4" id="ussd-sessions-title" mb="sm">
            <Trans>Active Sessions</Trans>
          </Title>
          {sessions.data === undefined ? (
            <Skeleton height={48} />
          ) : sessions.data.sessions.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No active sessions.</Trans>
            </Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Active sessions`}>
              {sessions.data.sessions.map((session) => (
                <Paper key={session.sessionId} withBorder radius="sm" p="xs" component="li" data-testid="ussd-session">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={600} truncate>
                      {session.phoneNumber}
                    </Text>
                    <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                      <Trans>
                        {session.currentMenu} · step {session.step}
                      </Trans>
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {session.sessionId} · {new Date(session.createdAt).toLocaleTimeString(intlLocale('en-GH'))}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </Paper>

        <UssdMenuHelp />
      </Stack>
    </Page>
  );
}

function StatTile({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={24} mt={4} />
      ) : (
        <Text fw={800} size="lg">
          {value}
        </Text>
      )}
    </Paper>
  );
}
