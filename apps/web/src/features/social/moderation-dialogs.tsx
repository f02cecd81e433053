import { translateMessage } from '../../lib/translate-message';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { useRefreshMoney } from '../money';
import { showToast } from '../../lib/toast';
import { blockDialogText, reportDialogText } from './social-display';

export type ModerationAction = 'block' | 'report';

interface ModerationDialogProps {
  action: ModerationAction | null;
  /** The counterparty: the recipient when the user sent, otherwise the sender. */
  target: { id: string; name: string };
  transactionId: number;
  onClose: () => void;
}

/** The block and report confirm dialogs, with the spec's texts and success toasts. */
export function ModerationDialog({ action, target, transactionId, onClose }: ModerationDialogProps) {
  const refreshMoney = useRefreshMoney();
  const failed = (error: { message: string }) =>
    showToast({ title: t`Error`, message: translateMessage(error.message), destructive: true });
  const block = useMutation(
    trpc.social.blockUser.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`User blocked`, message: t`You will no longer see transactions from this user` });
        onClose();
        void refreshMoney();
      },
      onError: failed,
    }),
  );
  const report = useMutation(
    trpc.social.reportUser.mutationOptions({
      onSuccess: (result) => {
        showToast({ title: t`User reported`, message: result.message || t`Thank you. Our team will review your report.` });
        onClose();
      },
      onError: failed,
    }),
  );
  const isBlock = action === 'block';
  return (
    <Modal opened={action !== null} onClose={onClose} title={isBlock ? t`Block User` : t`Report User`} centered>
      <Text size="sm">{isBlock ? blockDialogText(target.name) : reportDialogText(target.name)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        {isBlock ? (
          <Button color="red" loading={block.isPending} onClick={() => block.mutate({ userId: target.id })}>
            <Trans>Block</Trans>
          </Button>
        ) : (
          <Button color="red" loading={report.isPending} onClick={() => report.mutate({ userId: target.id, reason: null, transactionId })}>
            <Trans>Report</Trans>
          </Button>
        )}
      </Group>
    </Modal>
  );
}
