import { t } from '@lingui/core/macro';
import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { cameraErrorMessage } from './scanned-code';
import classes from './qr.module.css';

const SCAN_INTERVAL_MS = 250;

/** The back camera, decoded a few times a second until a code is found. */
export function CameraScanner({ onDecoded }: { onDecoded: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const decodedRef = useRef(onDecoded);
  useEffect(() => {
    decodedRef.current = onDecoded;
  }, [onDecoded]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('No camera API'), { name: 'NotFoundError' });
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped) return;
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      const { decodeVideoFrame } = await import('./qr-decode');
      const tick = async () => {
        if (stopped) return;
        const text = await decodeVideoFrame(video, canvas).catch(() => null);
        if (stopped) return;
        if (text) decodedRef.current(text);
        else timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    }

    start().catch((cause: unknown) => !stopped && setError(cameraErrorMessage(cause)));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Stack gap="xs">
      {error ? (
        <Alert color="red" title={t`Camera unavailable`} role="alert">
          {error}
        </Alert>
      ) : (
        <video ref={videoRef} className={classes.video} muted playsInline aria-label={t`Camera preview`} />
      )}
    </Stack>
  );
}
