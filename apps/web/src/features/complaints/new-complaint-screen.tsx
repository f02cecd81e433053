import { translateMessage } from '../../lib/translate-message';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { intlLocale } from '../../lib/intl-locale';
import { formatCedis } from '../../lib/locale-format';
import {
  COMPLAINT_CATEGORY_KEYS,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_MESSAGES,
  type ComplaintCategory,
} from '@ghanapay/validators';
import { Button, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { useSession } from '../../lib/session-query';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { failureToast } from '../money';
import { plainDate } from './complaint-dates';
import { complaintCategoryLabel } from './complaint-category-labels';
import { myComplaintsQuery, recentPaymentsQuery } from './complaint-queries';

interface Values {
  category: string;
  transactionId: string;
  description: string;
}

const NO_PAYMENT = '';

/** /complaints/new: what went wrong, the payment it is about (optional; given when opened from a receipt), and the story. */
export default function NewComplaintScreen({ transactionId }: { transactionId?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const payments = useQuery(recentPaymentsQuery());
  const form = useForm<Values>({
    initialValues: { category: '', transactionId: transactionId ?? NO_PAYMENT, description: '' },
    validate: {
      category: (v) => (v ? null : translateMessage(COMPLAINT_MESSAGES.category)),
      description: (v) =>
        v.trim().length >= COMPLAINT_DESCRIPTION_MIN && v.trim().length <= COMPLAINT_DESCRIPTION_MAX
          ? null
          : translateMessage(COMPLAINT_MESSAGES.description),
    },
  });
  const paymentOptions = [
    { value: NO_PAYMENT, label: t`Not about one payment` },
    ...(transactionId && !transactionId.startsWith('p2p-')
      ? [{ value: transactionId, label: t`Payment ${transactionId.slice(0, 20)}` }]
      : []),
    ...(payments.data ?? [])
      .filter((tx) => tx.status === 'completed')
      .map((tx) => {
        const sent = tx.senderId === user?.id;
        const other = sent ? (tx.recipientName ?? tx.recipientPhone ?? tx.recipientEmail ?? t`someone`) : (tx.senderName ?? t`someone`);
        const day = new Date(tx.createdAt).toLocaleDateString(intlLocale('en-GB'), { day: 'numeric', month: 'short', timeZone: 'UTC' });
        const amount = formatCedis(tx.amount);
        return { value: `p2p-${tx.id}`, label: sent ? t`${amount} to ${other} · ${day}` : t`${amount} from ${other} · ${day}` };
      }),
  ];
  if (transactionId?.startsWith('p2p-') && !paymentOptions.some((o) => o.value === transactionId))
    paymentOptions.splice(1, 0, { value: transactionId, label: t`Payment ${transactionId}` });

  const file = useMutation(
    trpc.complaints.fileComplaint.mutationOptions({
      onSuccess: (filed) => {
        void queryClient.invalidateQueries({ queryKey: myComplaintsQuery().queryKey });
        const answerBy = plainDate(filed.resolveBy);
        showToast({ title: t`Complaint ${filed.reference} received`, message: t`We will answer by ${answerBy}.` });
        void navigate({ to: '/complaints/$reference', params: { reference: filed.reference } });
      },
      onError: (error) => {
        const status = httpStatusOf(error);
        if (status === 404) form.setErrors({ transactionId: errorMessage(error) });
        else if (status === 400) {
          // Which field: read from the API's English words, shown in the person's language.
          form.setErrors({ [error.message.startsWith('Choose') ? 'category' : 'description']: errorMessage(error) });
        } else showToast(failureToast(error, t`Could not send your complaint`, t`Please try again.`));
      },
    }),
  );
  return (
    <Page withNav>
      <Stack gap="md">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Report a problem</Trans>
        </Title>
        <Paper withBorder radius="md" p="md">
          <form
            noValidate
            onSubmit={form.onSubmit((v) =>
              file.mutate({
                category: v.category as ComplaintCategory,
                description: v.description.trim(),
                transactionId: v.transactionId || undefined,
              }),
            )}
          >
            <Stack gap="sm">
              <Select
                label={t`What is it about?`}
                placeholder={t`Choose one`}
                data={COMPLAINT_CATEGORY_KEYS.map((value) => ({ value, label: complaintCategoryLabel(value) }))}
                allowDeselect={false}
                {...form.getInputProps('category')}
              />
              <Select
                label={t`Which payment? (optional)`}
                data={paymentOptions}
                allowDeselect={false}
                {...form.getInputProps('transactionId')}
              />
              <Textarea
                label={t`What happened?`}
                description={t`${COMPLAINT_DESCRIPTION_MIN} to ${COMPLAINT_DESCRIPTION_MAX} characters`}
                autosize
                minRows={4}
                maxLength={COMPLAINT_DESCRIPTION_MAX}
                {...form.getInputProps('description')}
              />
              <Text size="xs" c="dimmed">
                <Trans>Complaints are free. We acknowledge at once and answer within 5 working days.</Trans>
              </Text>
              <Button type="submit" loading={file.isPending}>
                <Trans>Send complaint</Trans>
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Page>
  );
}
