import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { myQrCodeQuery } from './qr-queries';
import classes from './qr.module.css';

/** "My QR Code": the signed payment payload from the API, drawn locally by the qrcode library. */
export function MyQrCard() {
  const code = useQuery(myQrCodeQuery());
  const payload = code.data?.payload;
  const image = useQuery({
    queryKey: ['qr-image', payload],
    queryFn: () => import('qrcode').then((qr) => qr.toDataURL(payload!, { margin: 2, width: 440, errorCorrectionLevel: 'M' })),
    enabled: Boolean(payload),
    staleTime: Infinity,
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack align="center" gap="xs">
        <Title order={2} size="h4">
          <Trans>My QR Code</Trans>
        </Title>
        {image.data && code.data ? (
          <img src={image.data} className={classes.code} alt={t`Payment QR code for ${code.data.name}`} />
        ) : (
          <Skeleton width={220} height={220} />
        )}
        {code.data && (
          <Text size="sm" c="dimmed" ta="center">
            <Trans>
              {code.data.name} • @{code.data.username}
              <br />
              Show this code to get paid.
            </Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
