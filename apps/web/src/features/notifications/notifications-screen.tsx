import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import IconChecks from '@tabler/icons-react/dist/esm/icons/IconChecks.mjs';
import { useQuery } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { pendingRequestsQuery, POLL_MS } from '../money';
import { Page } from '../../components/page';
import { MoneyRequestCard } from './money-request-card';

/** /notifications: money requests waiting for the signed-in user's answer, refreshed every 5 s. */
export default function NotificationsScreen() {
  const query = useQuery(pendingRequestsQuery(POLL_MS.pendingRequestsFocused));
  const requests = query.data ?? [];
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            <Trans>Notifications</Trans>
          </Title>
          {query.data && (
            <Badge
              size="lg"
              color={requests.length ? 'red' : 'gray'}
              variant="light"
              aria-label={t`${requests.length} pending money requests`}
            >
              <Trans>{requests.length} pending</Trans>
            </Badge>
          )}
        </Group>
        {query.isPending ? (
          <Group gap="xs" justify="center" p="xl" role="status">
            <Loader size="sm" />
            <Text size="sm">
              <Trans>Loading notifications...</Trans>
            </Text>
          </Group>
        ) : requests.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap={6} ta="center">
              <IconChecks size={36} aria-hidden="true" color="var(--mantine-color-kente-7)" />
              <Text fw={600}>
                <Trans>All caught up!</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>You have no pending money requests at the moment.</Trans>
              </Text>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="sm">
            {requests.map((request) => (
              <MoneyRequestCard key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
