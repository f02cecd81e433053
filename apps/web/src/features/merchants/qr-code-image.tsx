import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

/**
 * A payment code drawn locally (the qrcode library, loaded on demand): error correction M and a
 * 4-module quiet zone, what EMVCo asks of a merchant-presented code so any wallet's camera reads it.
 */
export function QrCodeImage({ payload, alt, size = 260 }: { payload: string | undefined; alt: string; size?: number }) {
  const image = useQuery({
    queryKey: ['qr-image', payload, 'merchant'],
    queryFn: () => import('qrcode').then((qr) => qr.toDataURL(payload!, { margin: 4, width: 520, errorCorrectionLevel: 'M' })),
    enabled: Boolean(payload),
    staleTime: Infinity,
  });
  if (!image.data) return <Skeleton width={size} height={size} mx="auto" />;
  return (
    <img
      src={image.data}
      width={size}
      height={size}
      alt={alt}
      style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' }}
    />
  );
}
