import { Trans } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { staffComplaintsQuery, type StaffComplaint } from './complaint-queries';

export type StaffAction = 'investigating' | 'resolved' | 'escalated' | 'extend';

const ACTIONS: Record<StaffAction, { title: string; label: string; button: string }> = {
  investigating: { title: 'Start investigating', label: 'Note for the customer', button: 'Mark investigating' },
  resolved: { title: 'Resolve', label: 'Outcome for the customer', button: 'Resolve' },
  escalated: { title: 'Escalate', label: 'Note for the customer', button: 'Escalate' },
  extend: { title: 'Extend by 15 working days (once)', label: 'Reason for the customer', button: 'Extend' },
};

/** One staff action on a complaint; what is written here is sent to the customer. */
export function StaffComplaintActionDialog({
  complaint,
  action,
  onClose,
}: {
  complaint: StaffComplaint;
  action: StaffAction;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const done = {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffComplaintsQuery().queryKey });
      onClose();
    },
  };
  const setStatus = useMutation(trpc.complaints.setComplaintStatus.mutationOptions(done));
  const extend = useMutation(trpc.complaints.extendComplaint.mutationOptions(done));
  const pending = setStatus.isPending || extend.isPending;
  const error = setStatus.error ?? extend.error;
  const copy = ACTIONS[action];
  const submit = () => {
    if (action === 'extend') extend.mutate({ reference: complaint.reference, reason: text });
    else setStatus.mutate({ reference: complaint.reference, status: action, note: text });
  };
  return (
    <Modal opened onClose={onClose} title={`${copy.title}: ${complaint.reference}`} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={copy.label}
            autosize
            minRows={3}
            maxLength={1000}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error ? errorMessage(error) : undefined}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            <Trans>The customer receives this by SMS or e-mail, and it is kept in the complaint&apos;s history with your name.</Trans>
          </Text>
          <Button type="submit" loading={pending}>
            {copy.button}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
