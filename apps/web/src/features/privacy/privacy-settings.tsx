import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CloseAccountDialog } from './close-account-dialog';

/** Settings → Privacy: the notice and terms (accepted or not), download my data, close account. */
export function PrivacySettings() {
  const [closing, setClosing] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="privacy-title">
      <Title order={2} size="h4" id="privacy-title">
        <Trans>Privacy</Trans>
      </Title>
      <TermsBanner />
      <Paper withBorder radius="md" p={0}>
        <UnstyledButton component="a" href="/api/me/export" download p="md" w="100%" display="block">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>
                <Trans>Download my data</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>Everything {APP_NAME} holds about you, as a JSON file</Trans>
              </Text>
            </div>
            <IconChevronRight size={18} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Paper>
      <Paper withBorder radius="md" p={0}>
        <UnstyledButton onClick={() => setClosing(true)} p="md" w="100%">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} c="red.8">
              <Trans>Close account</Trans>
            </Text>
            <IconChevronRight size={18} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Paper>
      <Group gap="md">
        <Anchor component={Link} to="/privacy" size="sm">
          <Trans>Privacy Notice</Trans>
        </Anchor>
        <Anchor component={Link} to="/terms" size="sm">
          <Trans>Terms of Use</Trans>
        </Anchor>
      </Group>
      {closing && <CloseAccountDialog onClose={() => setClosing(false)} />}
    </Stack>
  );
}

/** Shown until the person accepts the notice and terms in force (accounts made before them, or changed since). */
function TermsBanner() {
  const consent = useQuery(trpc.privacy.consent.queryOptions({}));
  const queryClient = useQueryClient();
  const accept = useMutation(
    trpc.privacy.acceptTerms.mutationOptions({
      onSuccess: (answer) => queryClient.setQueryData(trpc.privacy.consent.queryKey({}), answer),
      onError: (error) => showToast({ title: t`Could not save`, message: errorMessage(error), destructive: true }),
    }),
  );
  if (!consent.data?.needsAcceptance) return null;
  return (
    <Alert color="yellow" variant="light" title={t`Please review our Privacy Notice and Terms of Use`}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            Version {consent.data.currentVersion} explains what we collect, who we share it with and your rights under the Data Protection
            Act.
          </Trans>
        </Text>
        <Button
          size="xs"
          w="fit-content"
          loading={accept.isPending}
          onClick={() => accept.mutate({ version: consent.data.currentVersion })}
        >
          <Trans>I accept</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
