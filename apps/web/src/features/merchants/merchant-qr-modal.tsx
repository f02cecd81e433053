import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatCedis } from '../../lib/locale-format';
import { Button, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-errors';
import { myMerchantQrQuery } from './merchant-queries';
import { QrCodeImage } from './qr-code-image';

export interface Charge {
  amount: string;
  reference?: string;
}

/**
 * The code shown large for the customer's camera: the static one (they type the amount), or a
 * dynamic one for this sale (the amount and reference inside it).
 */
export function MerchantQrModal({
  merchant,
  charge,
  onClose,
}: {
  merchant: { businessName: string; merchantId: string };
  charge?: Charge;
  onClose: () => void;
}) {
  const code = useQuery(myMerchantQrQuery(charge ? { amount: charge.amount, reference: charge.reference || undefined } : {}));
  const title = charge ? t`Charge ${formatCedis(charge.amount)}` : t`My shop code`;
  return (
    <Modal opened onClose={onClose} title={title} fullScreen radius={0} transitionProps={{ duration: 0 }}>
      <Stack gap="md" align="stretch">
        {code.isError ? (
          <Text c="red.8" role="alert">
            {errorMessage(code.error, t`The code could not be made. Try again.`)}
          </Text>
        ) : (
          <QrCodeImage
            payload={code.data?.payload}
            size={300}
            alt={
              charge ? t`GhQR code to pay ${merchant.businessName} ${formatCedis(charge.amount)}` : t`GhQR code of ${merchant.businessName}`
            }
          />
        )}
        <Stack gap={2} align="center">
          <Text fw={700} size="lg" ta="center">
            {merchant.businessName}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Merchant ID <b>{merchant.merchantId}</b>
            </Trans>
          </Text>
          {charge ? (
            <>
              <Text fz={32} fw={800} data-testid="charge-amount">
                {formatCedis(charge.amount)}
              </Text>
              {charge.reference && (
                <Text size="sm">
                  <Trans>Reference: {charge.reference}</Trans>
                </Text>
              )}
              <Text size="sm" c="dimmed" ta="center">
                <Trans>Ask the customer to scan this with their wallet app. It is for this sale only.</Trans>
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              <Trans>Customers scan this and type the amount. Works with any GhQR wallet.</Trans>
            </Text>
          )}
        </Stack>
        <Button variant="default" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}
