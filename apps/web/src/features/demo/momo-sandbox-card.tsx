import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './demo.module.css';
import type { MomoSandbox } from './demo-queries';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" ff="monospace" className={classes.message}>
          {value}
        </Text>
      </div>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant="subtle" onClick={copy} aria-label={`${t`Copy`} ${label.toLowerCase()}`} style={{ flexShrink: 0 }}>
            {copied ? t`Copied` : t`Copy`}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The simulated MTN MoMo as a MoMo Open API sandbox: what a developer points an SDK at. It provisions
 * its own API user with the subscription key, as at MTN's sandbox; the app's own user is not shown.
 */
export function MomoSandboxCard({ sandbox }: { sandbox: MomoSandbox }) {
  const baseUrl = new URL(sandbox.basePath, window.location.origin).toString();
  return (
    <section aria-labelledby="momo-sandbox">
      <Title order={2} size="h4" id="momo-sandbox" mb="xs">
        <Trans>MoMo Open API sandbox</Trans>
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              Point any MoMo Open API client here. Create an API user as at MTN&apos;s sandbox (POST /v1_0/apiuser with an X-Reference-Id,
              then POST /v1_0/apiuser/&#123;id&#125;/apikey), then get a token at /collection/token/.
            </Trans>
          </Text>
          <Field label={t`Base URL`} value={baseUrl} />
          <Field label={t`Subscription key`} value={sandbox.subscriptionKey} />
          <Field label={t`Target environment`} value={sandbox.targetEnvironment} />
          <Text size="xs" c="dimmed">
            <Trans>The key and the users you create last until the demo restarts.</Trans>
          </Text>
        </Stack>
      </Paper>
    </section>
  );
}
