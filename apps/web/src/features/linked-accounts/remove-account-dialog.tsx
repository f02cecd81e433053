import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Button, Group, Text } from '@mantine/core';
import { Modal } from '../../components/modal';

/** "Remove this account?": the confirmation before an account is unlinked. */
export function RemoveAccountDialog({
  target,
  busy,
  onConfirm,
  onClose,
}: {
  target: { label: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={t`Remove Account`} centered>
      <Text size="sm">
        <Trans>
          Remove {target?.label} from {APP_NAME}? You can link it again later. Money already on its way is not affected.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
