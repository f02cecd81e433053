import { Trans } from '@lingui/react/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateReady, subscribeUpdateReady } from './service-worker';
import classes from '../../components/page.module.css';

/** Shown when a new version of the app has installed: reloading switches to it. */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(subscribeUpdateReady, isUpdateReady, () => false);
  if (!ready) return null;
  return (
    <Paper role="status" aria-live="polite" shadow="md" radius="md" p="sm" withBorder className={classes.updatePrompt}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">
          <Trans>A new version of {APP_NAME} is ready.</Trans>
        </Text>
        <Button size="xs" onClick={applyUpdate}>
          <Trans>Reload</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
