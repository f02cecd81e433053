import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatCedis } from '@ghanapay/money';
import { Badge, Button, Checkbox, Group, Image, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useState, type FormEvent } from 'react';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

type PaymentLink = inferOutput<typeof trpc.money.listPaymentLinks>['paymentLinks'][number];

const listQuery = () => trpc.money.listPaymentLinks.queryOptions({});

const STATUS_LABEL: Record<PaymentLink['status'], { label: MessageDescriptor; color: string }> = {
  open: { label: msg`Open`, color: 'green' },
  closed: { label: msg`Closed`, color: 'gray' },
  expired: { label: msg`Expired`, color: 'gray' },
  used: { label: msg`Paid`, color: 'blue' },
};

/** /payment-links: links anyone can pay into my wallet from mobile money, without the app. */
export default function PaymentLinksScreen() {
  const links = useQuery(listQuery());
  return (
    <Page withNav>
      <Stack gap="md">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Payment links</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Share a link (or its QR code): anyone pays it from their MTN MoMo wallet, without the app, and the money lands in your wallet.
          </Trans>
        </Text>
        <NewPaymentLink />
        {links.data === undefined ? (
          <Skeleton height={120} radius="md" />
        ) : links.data.paymentLinks.length === 0 ? (
          <Text size="sm">
            <Trans>No payment links yet.</Trans>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`My payment links`}>
            {links.data.paymentLinks.map((link) => (
              <li key={link.id}>
                <PaymentLinkCard link={link} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

function NewPaymentLink() {
  const queryClient = useQueryClient();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [singleUse, setSingleUse] = useState(false);
  const create = useMutation(
    trpc.money.createPaymentLink.mutationOptions({
      onSuccess: () => {
        setDescription('');
        setAmount('');
        showToast({ title: t`Payment link made`, message: t`Share it, or show its QR code` });
        void queryClient.invalidateQueries({ queryKey: listQuery().queryKey });
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ description, singleUse, ...(amount.trim() ? { amount: amount.trim() } : {}) });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`New payment link`}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t`What is it for`}
            maxLength={100}
            required
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <TextInput
            label={t`Amount (₵, optional)`}
            description={t`Leave it empty to let the payer type the amount`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <Checkbox label={t`Can be paid once only`} checked={singleUse} onChange={(e) => setSingleUse(e.currentTarget.checked)} />
          {create.isError && (
            <Text c="red.8" size="sm" role="alert">
              {errorMessage(create.error)}
            </Text>
          )}
          <Button type="submit" loading={create.isPending}>
            <Trans>Make a link</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function PaymentLinkCard({ link }: { link: PaymentLink }) {
  const queryClient = useQueryClient();
  const [showQr, setShowQr] = useState(false);
  const qr = useQuery({ ...trpc.money.getPaymentLinkQr.queryOptions({ id: link.id }), enabled: showQr, staleTime: Infinity });
  const received = formatCedis(link.receivedTotal);
  const close = useMutation(
    trpc.money.closePaymentLink.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: listQuery().queryKey }),
      onError: (error) => showToast({ title: t`Could not close the link`, message: errorMessage(error), destructive: true }),
    }),
  );
  const status = STATUS_LABEL[link.status];
  const copy = () =>
    void navigator.clipboard
      ?.writeText(link.url)
      .then(() => showToast({ title: t`Link copied` }))
      .catch(() => undefined);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t`Payment link: ${link.description}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>{link.description}</Text>
            <Text size="sm">
              {link.amount === null ? t`Any amount` : formatCedis(link.amount)}
              {link.singleUse ? ` · ${t`once`}` : ''}
            </Text>
          </Stack>
          <Badge color={status.color} variant="light">
            {t(status.label)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {plural(link.paymentsCount, { one: `Received ${received} (# payment)`, other: `Received ${received} (# payments)` })}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="payment-link-url">
          {link.url}
        </Text>
        {showQr && qr.data && (
          <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.data.svg)}`} alt={t`QR code of ${link.url}`} w={200} h={200} />
        )}
        {link.status === 'open' && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={copy}>
              <Trans>Copy link</Trans>
            </Button>
            <Button size="xs" variant="light" onClick={() => setShowQr((v) => !v)}>
              {showQr ? t`Hide QR code` : t`QR code`}
            </Button>
            <Button size="xs" variant="subtle" color="red" loading={close.isPending} onClick={() => close.mutate({ id: link.id })}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
