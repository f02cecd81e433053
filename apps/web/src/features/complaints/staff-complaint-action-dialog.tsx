import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { staffComplaintsQuery, type StaffComplaint } from './complaint-queries';

export type StaffAction = 'investigating' | 'resolved' | 'escalated' | 'extend';

const ACTIONS: Record<StaffAction, { title: MessageDescriptor; label: MessageDescriptor; button: MessageDescriptor }> = {
  investigating: { title: msg`Start investigating`, label: msg`Note for the customer`, button: msg`Mark investigating` },
  resolved: { title: msg`Resolve`, label: msg`Outcome for the customer`, button: msg`Resolve` },
  escalated: { title: msg`Escalate`, label: msg`Note for the customer`, button: msg`Escalate` },
  extend: { title: msg`Extend by 15 working days (once)`, label: msg`Reason for the customer`, button: msg`Extend` },
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
    <Modal opened onClose={onClose} title={`${t(copy.title)}: ${complaint.reference}`} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t(copy.label)}
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
            {t(copy.button)}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
