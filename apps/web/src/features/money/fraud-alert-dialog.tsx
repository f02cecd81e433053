import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { riskLevelOf, riskLevelText } from './risk-display';
import classes from './money.module.css';

const DEFAULT_FRAUD_REASON = msg`Suspicious activity detected`;

/** The three fixed review notes the spec lists under every alert. */
const REVIEW_NOTES = [msg`Location verification pending`, msg`Device pattern analysis`, msg`Transaction timing review`];

interface FraudAlertDialogProps {
  opened: boolean;
  title: string;
  riskScore: number;
  reasons: readonly string[];
  /** The alert's own sentence ("We stopped a payment of ₵960.00 to …"). */
  description?: string | null;
  onClose: () => void;
  /** Block and Proceed appear only when their handlers are supplied (the dashboard supplies none). */
  onBlock?: () => void;
  onProceed?: () => void;
  busy?: 'block' | 'proceed' | 'close' | null;
}

/** The suspicious-activity dialog: risk level and percent, the reasons, the review notes, the choices. */
export function FraudAlertDialog({
  opened,
  title,
  riskScore,
  reasons,
  description,
  onClose,
  onBlock,
  onProceed,
  busy = null,
}: FraudAlertDialogProps) {
  const risk = riskLevelOf(riskScore);
  const shown = reasons.length > 0 ? reasons : [t(DEFAULT_FRAUD_REASON)];
  const decides = Boolean(onBlock || onProceed);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      title={
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={22} aria-hidden="true" color="var(--mantine-color-red-7)" />
          <Text fw={700} component="span">
            {title}
          </Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {description && <Text size="sm">{description}</Text>}
        <Group gap="xs">
          <Text size="sm" fw={600}>
            <Trans>Risk level:</Trans>
          </Text>
          <Badge color={risk.color} variant="filled" c={risk.color === 'yellow' ? 'dark.8' : undefined}>
            {t`${riskLevelText(risk.level)} (${riskScore}%)`}
          </Badge>
        </Group>
        <div>
          <Text size="sm" fw={600} mb={4}>
            <Trans>Why we flagged it</Trans>
          </Text>
          <ul className={classes.reasons}>
            {shown.map((reason) => (
              <li key={reason}>
                <Text size="sm">{reason}</Text>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            <Trans>Under review</Trans>
          </Text>
          <ul className={classes.reasons}>
            {REVIEW_NOTES.map((note) => (
              <li key={note.id}>
                <Text size="sm" c="dimmed">
                  {t(note)}
                </Text>
              </li>
            ))}
          </ul>
        </div>
        {decides ? (
          <Group grow>
            {onBlock && (
              <Button color="red" onClick={onBlock} loading={busy === 'block'} disabled={busy !== null && busy !== 'block'}>
                <Trans>Block Transaction</Trans>
              </Button>
            )}
            {onProceed && (
              <Button variant="default" onClick={onProceed} loading={busy === 'proceed'} disabled={busy !== null && busy !== 'proceed'}>
                <Trans>Proceed Anyway</Trans>
              </Button>
            )}
          </Group>
        ) : (
          <Button onClick={onClose} loading={busy === 'close'} fullWidth>
            <Trans>Close</Trans>
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
