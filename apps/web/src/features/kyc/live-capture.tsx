import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ACCEPT_THRESHOLD, CAPTURE_THRESHOLD, captureConfidence, motionBetween, type Confidence } from './capture-confidence';
import { detectFace, loadFaceDetector } from './face-detector';
import { showKycToast } from './kyc-toasts';

/** Document 1, section 9: frames every 100 ms, a ~1 s countdown in 10 % steps, 2 s of validation, JPEG 0.9. */
const FRAME_MS = 100;
const COUNTDOWN_STEP = 10;
const VALIDATION_MS = 2_000;
const JPEG_QUALITY = 0.9;
const MOTION_SIZE = { width: 64, height: 48 };

type Phase = 'starting' | 'live' | 'countdown' | 'validating' | 'success' | 'failed' | 'denied';

export interface CapturedSelfie {
  blob: Blob;
  verified: boolean;
}

/**
 * Live Capture: the front camera's preview, measured by the face detector every 100 ms; Capture is
 * allowed at confidence ≥ 0.8, then a countdown, a 2-second validation of the captured frame, and
 * the result (verified above 0.85). Try Again after a failure, Retake after a success.
 */
export function LiveCapture({ onCaptured }: { onCaptured: (selfie: CapturedSelfie | null) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [confidence, setConfidence] = useState<Confidence | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const latest = useRef<Confidence | null>(null);
  const lastMotion = useRef<number | null>(null);
  const phaseRef = useRef<Phase>('starting');
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    const small = document.createElement('canvas');
    Object.assign(small, MOTION_SIZE);
    const smallCtx = small.getContext('2d', { willReadFrequently: true });
    let previousGray: Uint8ClampedArray | null = null;

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
          audio: false,
        });
      } catch {
        if (!stopped) {
          setPhase('denied');
          showKycToast('cameraRequired');
        }
        return;
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play().catch(() => {});
      const faceapi = await loadFaceDetector();
      if (stopped) return;
      setPhase('live');
      let busy = false;
      timer = window.setInterval(() => {
        if (busy || video.readyState < 2 || !['live', 'countdown'].includes(phaseRef.current)) return;
        busy = true;
        void (async () => {
          try {
            let motion: number | null = null;
            if (smallCtx) {
              smallCtx.drawImage(video, 0, 0, MOTION_SIZE.width, MOTION_SIZE.height);
              const rgba = smallCtx.getImageData(0, 0, MOTION_SIZE.width, MOTION_SIZE.height).data;
              const gray = new Uint8ClampedArray(MOTION_SIZE.width * MOTION_SIZE.height);
              for (let i = 0; i < gray.length; i++) gray[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
              motion = previousGray ? motionBetween(previousGray, gray) : null;
              previousGray = gray;
            }
            lastMotion.current = motion;
            const face = await detectFace(faceapi, video);
            const c = captureConfidence({
              frame: { width: video.videoWidth, height: video.videoHeight },
              box: face?.box ?? null,
              landmarks: face?.landmarks ?? null,
              motion,
            });
            latest.current = c;
            if (!stopped) setConfidence(c);
          } finally {
            busy = false;
          }
        })();
      }, FRAME_MS);
    })();
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const capture = () => {
    if ((latest.current?.value ?? 0) < CAPTURE_THRESHOLD) return showKycToast('faceNotDetected');
    setPhase('countdown');
    let percent = 0;
    setCountdown(0);
    const tick = window.setInterval(() => {
      percent += COUNTDOWN_STEP;
      setCountdown(percent);
      if (percent >= 100) {
        window.clearInterval(tick);
        void takeAndValidate();
      }
    }, FRAME_MS);
  };

  const takeAndValidate = async () => {
    const video = videoRef.current!;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')!.drawImage(video, 0, 0);
    setPhase('validating');
    const started = performance.now();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    const faceapi = await loadFaceDetector();
    const face = await detectFace(faceapi, canvas);
    const result = captureConfidence({
      frame: { width: canvas.width, height: canvas.height },
      box: face?.box ?? null,
      landmarks: face?.landmarks ?? null,
      motion: lastMotion.current,
    });
    await new Promise((resolve) => window.setTimeout(resolve, Math.max(0, VALIDATION_MS - (performance.now() - started))));
    setConfidence(result);
    const verified = Boolean(blob) && result.value > ACCEPT_THRESHOLD;
    if (blob) setPreview(URL.createObjectURL(blob));
    if (verified) {
      setPhase('success');
      onCaptured({ blob: blob!, verified: true });
    } else {
      setPhase('failed');
      onCaptured(null);
      showKycToast('validationFailed');
    }
  };

  const again = () => {
    setPreview(null);
    onCaptured(null);
    setPhase('live');
  };

  const value = confidence?.value ?? 0;
  return (
    <Stack gap="xs">
      {phase === 'denied' ? (
        <Alert color="red" title={t`Camera Access Required`}>
          <Trans>Please allow camera access for biometric verification, or use Upload Photo.</Trans>
        </Alert>
      ) : (
        <div
          style={{
            position: 'relative',
            width: '100%',
            aspectRatio: '4 / 3',
            background: 'var(--mantine-color-dark-7)',
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={t`Camera preview`}
            style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)', display: preview ? 'none' : 'block' }}
          />
          {preview && (
            <img
              src={preview}
              alt={t`Captured selfie`}
              style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
            />
          )}
          {phase === 'starting' && (
            <Group justify="center" style={{ position: 'absolute', inset: 0 }}>
              <Loader color="white" aria-label={t`Starting the camera`} />
            </Group>
          )}
        </div>
      )}
      {phase !== 'denied' && phase !== 'starting' && (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <Trans>Confidence</Trans>
            </Text>
            <Text size="sm" fw={600} data-testid="capture-confidence">
              {Math.round(value * 100)}%
            </Text>
          </Group>
          <Progress value={value * 100} color={value >= CAPTURE_THRESHOLD ? 'kente' : 'yellow'} aria-label={t`Face confidence`} />
          <Text size="xs" c="dimmed">
            {hint(confidence)}
          </Text>
        </>
      )}
      {phase === 'countdown' && <Progress value={countdown} aria-label={t`Capture countdown`} />}
      {phase === 'validating' && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">
            <Trans>Validating your selfie…</Trans>
          </Text>
        </Group>
      )}
      {phase === 'success' && (
        <Text size="sm" c="kente" fw={600}>
          <Trans>Face verified</Trans>
        </Text>
      )}
      {phase === 'failed' && (
        <Text size="sm" c="red" fw={600}>
          <Trans>Face not verified</Trans>
        </Text>
      )}
      {phase === 'live' && (
        <Button onClick={capture}>
          <Trans>Capture</Trans>
        </Button>
      )}
      {phase === 'failed' && (
        <Button onClick={again}>
          <Trans>Try Again</Trans>
        </Button>
      )}
      {phase === 'success' && (
        <Button variant="default" onClick={again}>
          <Trans>Retake</Trans>
        </Button>
      )}
    </Stack>
  );
}

function hint(c: Confidence | null): string {
  if (!c || c.value === 0) return t`Place your face in the frame`;
  if (!c.coverageOk || !c.distanceOk)
    return c.coverage < 0.2 ? t`Move closer to the camera` : c.coverage > 0.35 ? t`Move back a little` : t`Hold that distance`;
  if (!c.centred) return t`Centre your face in the frame`;
  if (!c.eyesOpen) return t`Keep your eyes open`;
  if (!c.still) return t`Hold still`;
  return t`Looking good: tap Capture`;
}
