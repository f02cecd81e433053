import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useState } from 'react';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the person is about to do, in a sentence. */
  explanation: string;
  label: string;
  confirmLabel: string;
  loading: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** A reason of 3 to 280 characters (the API's rule), asked before a reversal request or a decline. */
export function ReasonDialog({ opened, title, explanation, label, confirmLabel, loading, onClose, onSubmit }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const error = trimmed.length > 0 && trimmed.length < 3 ? t`At least 3 characters` : null;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed.length >= 3) onSubmit(trimmed);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{explanation}</Text>
          <Textarea
            label={label}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={280}
            autosize
            minRows={2}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={loading} disabled={trimmed.length < 3}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
