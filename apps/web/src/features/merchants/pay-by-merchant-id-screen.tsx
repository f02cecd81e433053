import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import IconQrcode from '@tabler/icons-react/dist/esm/icons/IconQrcode.mjs';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/api-errors';
import { loadTrpcClient } from '../../lib/trpc-query';
import { PayMerchantPanel } from './pay-merchant-panel';

/**
 * /pay/shop: pay a shop by the merchant ID on its sign (no camera, a cracked screen, a code too far
 * away): the ID, then the business's name to confirm, then the amount, as on USSD's Pay merchant.
 */
export default function PayByMerchantIdScreen() {
  const [merchantId, setMerchantId] = useState('');
  const [idError, setIdError] = useState<string>();
  const find = useMutation({
    mutationFn: async (id: string) => (await loadTrpcClient()).money.findMerchant.query({ merchantId: id }),
    onError: (error) => setIdError(errorMessage(error, t`The shop could not be found. Try again.`)),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const id = merchantId.replace(/\s/g, '');
    if (!/^\d{6}$/.test(id)) return setIdError(t`A merchant ID is 6 digits`);
    setIdError(undefined);
    find.mutate(id);
  };

  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Pay a shop</Trans>
        </Title>
        {find.data ? (
          <>
            <PayMerchantPanel
              target={{ merchantId: find.data.merchantId }}
              code={{ name: find.data.name, merchantId: find.data.merchantId }}
              onCancel={() => find.reset()}
            />
            <Text size="sm" c="dimmed" ta="center">
              <Trans>
                {find.data.name} is in {find.data.city}. Check the name matches the shop before you pay.
              </Trans>
            </Text>
          </>
        ) : (
          <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label={t`Find a shop`}>
            <Stack gap="sm">
              <TextInput
                label={t`Merchant ID`}
                description={t`The 6 digits on the shop's ${APP_NAME} sign or poster`}
                placeholder="123456"
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                value={merchantId}
                onChange={(event) => (setMerchantId(event.currentTarget.value), setIdError(undefined))}
                error={idError}
                autoFocus
              />
              <Button type="submit" loading={find.isPending}>
                <Trans>Find shop</Trans>
              </Button>
            </Stack>
          </Paper>
        )}
        {!find.data && (
          <Alert variant="light" color="gray" icon={<IconQrcode size={18} aria-hidden="true" />}>
            <Trans>
              The shop has a GhQR code?{' '}
              <Text component={Link} to="/scan" c="kente.8" fw={600} td="underline" size="sm">
                Scan it instead
              </Text>
              .
            </Trans>
          </Alert>
        )}
      </Stack>
    </Page>
  );
}
