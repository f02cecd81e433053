import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button } from '@mantine/core';
import IconDeviceFloppy from '@tabler/icons-react/dist/esm/icons/IconDeviceFloppy.mjs';

/** A send the data cut off is kept on this phone: said plainly, with a way to let it go. */
export function SendDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert color="blue" title={t`Your draft is saved`} icon={<IconDeviceFloppy size={20} aria-hidden="true" />} data-testid="send-draft">
      <Trans>The recipient, amount and message stay on this phone. Nothing is sent until you press Send.</Trans>
      <Button variant="subtle" size="compact-sm" mt="xs" display="block" onClick={onDiscard}>
        <Trans>Discard draft</Trans>
      </Button>
    </Alert>
  );
}
