import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { ReceiptFacts } from './receipt-facts';
import { formatReceiptTime } from './receipt-format';
import { receiptQuery } from './receipt-queries';

/** /receipts/$receiptId: a completed payment's receipt, its QR for the shop to scan, and the PDF. */
export default function ReceiptScreen() {
  const { receiptId } = useParams({ from: '/_authed/receipts/$receiptId' });
  const receipt = useQuery(receiptQuery(receiptId));
  const url = receipt.data?.verifyUrl;
  const qr = useQuery({
    queryKey: ['receipt-qr', url],
    queryFn: () => import('qrcode').then((q) => q.toDataURL(url!, { margin: 2, width: 440, errorCorrectionLevel: 'M' })),
    enabled: Boolean(url),
    staleTime: Infinity,
  });
  return (
    <Page withNav>
      <Stack gap="md">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Receipt</Trans>
        </Title>
        {receipt.isError ? (
          <Text c="red.8" role="alert">
            {httpStatusOf(receipt.error) === 404 ? t`There is no receipt for this payment.` : errorMessage(receipt.error)}
          </Text>
        ) : !receipt.data ? (
          <Skeleton height={320} radius="md" />
        ) : (
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Text fz={32} fw={700} ta="center" data-testid="receipt-amount">
                {formatCedis(receipt.data.amount)}
              </Text>
              <ReceiptFacts
                rows={[
                  [t`Status`, t`Completed`],
                  [t`Date`, formatReceiptTime(receipt.data.completedAt)],
                  [t`From`, receipt.data.payer.name],
                  [t`To`, receipt.data.payee.name],
                  [t`Reference`, receipt.data.reference],
                ]}
              />
              <Stack align="center" gap={6}>
                {qr.data ? (
                  <img
                    src={qr.data}
                    width={220}
                    height={220}
                    alt={t`QR code that checks this receipt`}
                    style={{ maxWidth: '100%', height: 'auto' }}
                  />
                ) : (
                  <Skeleton width={220} height={220} />
                )}
                <Text size="xs" c="dimmed" ta="center">
                  <Trans>The shop scans this to check the payment is genuine.</Trans>
                </Text>
                <Anchor href={receipt.data.verifyUrl} size="sm" target="_blank" rel="noopener" data-testid="receipt-verify-link">
                  <Trans>Open the check page</Trans>
                </Anchor>
              </Stack>
              <Button component="a" href={`/api/receipts/pdf/${encodeURIComponent(receipt.data.id)}`} download variant="light">
                <Trans>Download PDF</Trans>
              </Button>
              <Button
                renderRoot={(props) => <Link {...props} to="/complaints/new" search={{ transactionId: receipt.data!.id }} />}
                variant="subtle"
                color="red"
                data-testid="report-payment-problem"
              >
                <Trans>Report a problem with this payment</Trans>
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Page>
  );
}
