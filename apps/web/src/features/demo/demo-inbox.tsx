import { intlLocale } from '../../lib/intl-locale';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NotFound } from '../shell';
import { Page } from '../../components/page';
import classes from './demo.module.css';
import { demoInboxQuery, InboxMissing } from './demo-queries';

const timeFormat = new Intl.DateTimeFormat(intlLocale('en-GH'), { dateStyle: 'medium', timeStyle: 'short' });

/** /dev/inbox (demo mode only): every SMS and e-mail the simulators received, newest first. */
export function DemoInbox() {
  const inbox = useQuery(demoInboxQuery);
  if (inbox.error instanceof InboxMissing) return <NotFound />;
  return (
    <Page>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Demo inbox</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Text messages and e-mails this demo would have delivered. Codes expire 10 minutes after they are sent.</Trans>
          </Text>
        </div>
        <Group>
          <Button variant="light" size="xs" onClick={() => void inbox.refetch()}>
            <Trans>Refresh</Trans>
          </Button>
          <Button component={Link} to="/dev/providers" variant="subtle" size="xs">
            <Trans>Simulated providers</Trans>
          </Button>
        </Group>
        {inbox.isPending && (
          <Text c="dimmed">
            <Trans>Loading…</Trans>
          </Text>
        )}
        {inbox.isError && !(inbox.error instanceof InboxMissing) && (
          <Text c="red">
            <Trans>The inbox could not be loaded. Try Refresh.</Trans>
          </Text>
        )}
        {inbox.data?.length === 0 && (
          <Text c="dimmed">
            <Trans>No messages yet. Ask for a sign-up or reset code and it appears here.</Trans>
          </Text>
        )}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Messages`}>
          {inbox.data?.map((message) => (
            <Paper
              key={message.id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              aria-label={message.channel === 'sms' ? t`SMS to ${message.to}` : t`E-mail to ${message.to}`}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Badge variant="light" color={message.channel === 'sms' ? 'kente' : 'blue'} style={{ flexShrink: 0 }}>
                  {message.channel === 'sms' ? t`SMS` : t`E-mail`}
                </Badge>
                <Text size="xs" c="dimmed">
                  {timeFormat.format(new Date(message.receivedAt))}
                </Text>
              </Group>
              <Text size="sm" fw={600} mt={6} className={classes.message}>
                <Trans>To {message.to}</Trans>
              </Text>
              {message.subject && (
                <Text size="sm" fw={600} mt={6}>
                  {message.subject}
                </Text>
              )}
              <Text size="sm" mt={4} className={classes.message}>
                {message.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Page>
  );
}
