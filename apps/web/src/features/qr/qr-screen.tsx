import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Alert, Button, FileButton, Paper, Stack, Text, Title } from '@mantine/core';
import IconCamera from '@tabler/icons-react/dist/esm/icons/IconCamera.mjs';
import IconPhoto from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { BackLink } from '../../components/back-link';
import { sendMoneySearchForUser } from '../../lib/send-money-search';
import { Page } from '../../components/page';
import { PayMerchantPanel } from '../merchants';
import { CameraScanner } from './camera-scanner';
import { MyQrCard } from './my-qr-card';
import { classifyScannedText } from './scanned-code';

/** /scan and /qr-scanner: scan with the camera or a picture, then pay the person or the shop it names. */
export default function QrScreen() {
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const verify = useMutation(
    trpc.social.verifyQrCode.mutationOptions({
      onSuccess: (person) => void navigate({ to: '/send-money', search: sendMoneySearchForUser(person) }),
      onError: (error) => setProblem(errorMessage(error, t`This QR code could not be verified.`)),
    }),
  );
  const read = useMutation(
    trpc.money.readQr.mutationOptions({
      onSuccess: (code) => {
        if (code.kind === 'person' && code.username)
          void navigate({ to: '/send-money', search: { action: 'send', recipientName: code.name, recipientUsername: code.username } });
      },
      onError: (error) => setProblem(errorMessage(error, t`This QR code could not be read.`)),
    }),
  );
  const shop = read.data?.kind === 'merchant' && read.variables ? { payload: read.variables.payload, code: read.data } : null;

  const handleText = useCallback(
    (text: string | null) => {
      setScanning(false);
      if (text === null) return setProblem(t`No QR code was found in this picture. Try a clearer, closer photo of the code.`);
      const code = classifyScannedText(text);
      if (code.kind === 'foreign') return setProblem(t`This QR code is not a ${APP_NAME} payment code.`);
      setProblem(null);
      if (code.kind === 'ghqr') read.mutate({ payload: code.payload });
      else verify.mutate({ payload: code.payload });
    },
    [verify, read],
  );

  const readFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setReading(true);
    try {
      const { decodeImageFile } = await import('./qr-decode');
      handleText(await decodeImageFile(file));
    } catch {
      setProblem(t`This picture could not be read. Try another photo of the code.`);
    } finally {
      setReading(false);
    }
  };

  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Scan QR Code</Trans>
        </Title>
        {shop ? (
          <PayMerchantPanel target={{ qrPayload: shop.payload }} code={shop.code} onCancel={() => read.reset()} />
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  <Trans>Scan a friend&apos;s {APP_NAME} code or a shop&apos;s GhQR code to pay them.</Trans>
                </Text>
                {scanning && <CameraScanner onDecoded={handleText} />}
                {problem && (
                  <Alert color="red" title={t`Can't use this code`} role="alert">
                    {problem}
                  </Alert>
                )}
                <Stack gap="sm">
                  <Button
                    leftSection={<IconCamera size={18} aria-hidden="true" />}
                    variant={scanning ? 'default' : 'filled'}
                    onClick={() => (setProblem(null), setScanning((on) => !on))}
                  >
                    {scanning ? t`Stop camera` : t`Scan with camera`}
                  </Button>
                  <FileButton onChange={(file) => void readFile(file)} accept="image/*">
                    {(props) => (
                      <Button
                        {...props}
                        variant="outline"
                        leftSection={<IconPhoto size={18} aria-hidden="true" />}
                        loading={reading || verify.isPending || read.isPending}
                      >
                        <Trans>Upload from gallery</Trans>
                      </Button>
                    )}
                  </FileButton>
                </Stack>
              </Stack>
            </Paper>
            <Text size="sm" ta="center">
              <Trans>
                Paying a shop without its code?{' '}
                <Text component={Link} to="/pay/shop" c="kente.8" fw={600} td="underline" size="sm">
                  Type its merchant ID
                </Text>
              </Trans>
            </Text>
            <MyQrCard />
          </>
        )}
      </Stack>
    </Page>
  );
}
