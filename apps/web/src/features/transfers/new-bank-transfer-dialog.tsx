import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { toCedisString } from '@ghanapay/money';
import { formatCedis } from '../../lib/locale-format';
import { GHANA_BANKS, readAmountInput } from '@ghanapay/validators';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { httpStatusOf } from '../../lib/api-errors';
import { showToast, TOAST_MS } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AmountField, failureToast, useIdempotencyKeys } from '../money';
import { transferAnswerText } from './transfer-answer-text';
import { useRefreshAfterTransfer } from './transfers-queries';

interface Values {
  recipientName: string;
  recipientAccount: string;
  bankCode: string;
  amount: string;
  reference: string;
  transferType: 'immediate' | 'scheduled';
  scheduledDate: string;
}

/** Today in Ghana (UTC all year), as the date input's minimum. */
function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The document's reference when none is given: BT_ and a timestamp. */
function defaultReference(): string {
  return `BT_${Date.now()}`;
}

/** The document's sender bank for the interconnect call. */
const SENDER_BANK = 'GCB';

/**
 * The New Transfer dialog of /bank-transfers, with the document's rules and messages. One submit makes
 * the document's two calls: the transfer (which moves the money) and the interconnect report (which the
 * server matches to it by reference, so the money moves once).
 */
export function NewBankTransferDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refresh = useRefreshAfterTransfer();
  const keys = useIdempotencyKeys();
  const [busy, setBusy] = useState(false);
  const create = useMutation(trpc.money.createBankTransfer.mutationOptions());
  const interconnect = useMutation(trpc.money.interconnectBankTransfer.mutationOptions());
  const form = useForm<Values>({
    initialValues: {
      recipientName: '',
      recipientAccount: '',
      bankCode: '',
      amount: '',
      reference: '',
      transferType: 'immediate',
      scheduledDate: '',
    },
    validate: {
      recipientName: (v) => (v.trim().length >= 2 ? null : t`Recipient name is required`),
      recipientAccount: (v) => (/^\d{10,20}$/.test(v.trim()) ? null : t`Account number must be at least 10 digits`),
      bankCode: (v) => (v ? null : t`Please select a bank`),
      amount: (v) => {
        if (!v.trim()) return t`Amount is required`;
        const reading = readAmountInput(v);
        return reading.ok ? null : t`Amount must be greater than 0`;
      },
      reference: (v) => (v.trim().length > 50 ? t`Reference must be less than 50 characters` : null),
      scheduledDate: (v, values) => {
        if (values.transferType !== 'scheduled') return null;
        if (!v) return t`Scheduled date is required for scheduled transfers`;
        return v < todayIso() ? t`Scheduled date cannot be in the past` : null;
      },
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  async function submit(values: Values) {
    const reading = readAmountInput(values.amount);
    if (!reading.ok) return;
    const bank = GHANA_BANKS.find((b) => b.code === values.bankCode)!;
    const reference = values.reference.trim() || defaultReference();
    const request = {
      recipientName: values.recipientName.trim(),
      recipientAccount: values.recipientAccount.trim(),
      bankCode: bank.code,
      bankName: bank.name,
      amount: toCedisString(reading.pesewas),
      reference,
      transferType: values.transferType,
      scheduledDate: values.transferType === 'scheduled' ? values.scheduledDate : null,
    };
    setBusy(true);
    try {
      let created;
      try {
        created = await create.mutateAsync({ ...request, idempotencyKey: keys.keyFor(request) });
        keys.settle();
      } catch (error) {
        keys.settle(error);
        if (httpStatusOf(error) === undefined) {
          showToast({
            title: t`Transfer Error`,
            message: t`Unable to process bank transfer at this time.`,
            destructive: true,
            durationMs: TOAST_MS.failure,
          });
        } else {
          showToast(failureToast(error, t`Transfer Failed`, t`Failed to initiate bank transfer. Please try again.`));
        }
        return;
      }
      showToast({ title: t`Bank Transfer Initiated`, message: transferAnswerText(created) });
      void refresh();
      close();
      try {
        const report = await interconnect.mutateAsync({
          amount: request.amount,
          senderBank: SENDER_BANK,
          recipientBank: bank.code,
          recipientAccount: request.recipientAccount,
          reference,
          // The bank's narration, stored by the interconnect: in English, like the rest of its records.
          // eslint-disable-next-line lingui/no-unlocalized-strings
          narration: `Transfer to ${request.recipientName}`,
          recipientName: request.recipientName,
        });
        if (report.success) {
          showToast({ title: t`Bank Transfer`, message: transferAnswerText(report) });
        } else {
          showToast({
            title: t`Transfer Failed`,
            message: transferAnswerText(report),
            destructive: true,
            durationMs: TOAST_MS.failure,
          });
        }
      } catch {
        showToast({
          title: t`Transfer Error`,
          message: t`Unable to process bank transfer at this time.`,
          destructive: true,
          durationMs: TOAST_MS.failure,
        });
      }
      void refresh();
    } finally {
      setBusy(false);
    }
  }

  const reading = readAmountInput(form.values.amount);
  return (
    <Modal opened={opened} onClose={close} title={t`New Transfer`} centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Recipient Name`}
            placeholder={t`Name on the account`}
            autoComplete="off"
            {...form.getInputProps('recipientName')}
          />
          <Select
            label={t`Bank`}
            placeholder={t`Select a bank`}
            data={GHANA_BANKS.map((b) => ({ value: b.code, label: b.name }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('bankCode')}
          />
          <TextInput
            label={t`Account Number`}
            placeholder={t`At least 10 digits`}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('recipientAccount')}
            onChange={(e) => form.setFieldValue('recipientAccount', e.currentTarget.value.replace(/\D/g, '').slice(0, 20))}
          />
          <AmountField
            label={t`Amount`}
            value={form.values.amount}
            onChange={(v) => form.setFieldValue('amount', v)}
            error={form.errors.amount}
          />
          <TextInput
            label={t`Reference (optional)`}
            placeholder={t`e.g. Rent November`}
            maxLength={60}
            {...form.getInputProps('reference')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              <Trans>When</Trans>
            </Text>
            <SegmentedControl
              fullWidth
              data={[
                { value: 'immediate', label: t`Now` },
                { value: 'scheduled', label: t`On a date` },
              ]}
              {...form.getInputProps('transferType')}
            />
          </Stack>
          {form.values.transferType === 'scheduled' && (
            <TextInput label={t`Scheduled date`} type="date" min={todayIso()} {...form.getInputProps('scheduledDate')} />
          )}
          {reading.ok && (
            <Text size="sm" c="dimmed">
              {form.values.transferType === 'scheduled'
                ? t`${formatCedis(reading.pesewas)} leaves your wallet now and is sent on the date. No fee.`
                : t`${formatCedis(reading.pesewas)} leaves your wallet now. No fee.`}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Send Transfer</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
