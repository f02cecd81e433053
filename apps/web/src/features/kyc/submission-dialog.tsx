import { translateMessage } from '../../lib/translate-message';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, FileInput, Progress, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentNumberProblem, documentTypeLabel, KYC_MESSAGES, KYC_SUBMITTABLE_TYPES } from '@ghanapay/validators/input';
import { errorMessage } from '../../lib/api-errors';
import { showToast, TOAST_MS } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { kycStatusQuery } from './kyc-queries';
import { kycToasts, showKycToast } from './kyc-toasts';
import { LiveCapture, type CapturedSelfie } from './live-capture';
import { uploadKycImage } from './upload-image';

type SubmittableType = (typeof KYC_SUBMITTABLE_TYPES)[number];

/**
 * The submission: document type (the Ghana Card, the only one the Bank of Ghana takes for new
 * verifications), number and photo, then the identity photo by Live Capture or Upload Photo. Both
 * photos go up first with real upload progress, then the submission names them.
 */
export function SubmissionDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [documentType, setDocumentType] = useState<SubmittableType | null>('GHANA_CARD');
  const [documentNumber, setDocumentNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'live' | 'upload'>('live');
  const [captured, setCaptured] = useState<CapturedSelfie | null>(null);
  const [selfieFile, setSelfieFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = useMutation(
    trpc.kyc.submitDocument.mutationOptions({
      onSuccess: (result) => {
        void queryClient.invalidateQueries({ queryKey: kycStatusQuery().queryKey });
        if (result.verified) showKycToast('success');
        else if (result.status === 'pending') showToast({ ...kycToasts().underReview, message: result.message });
        else showToast({ title: t`Verification Failed`, message: result.message, destructive: true, durationMs: TOAST_MS.failure });
        onClose();
      },
      onError: (error) => failed(error),
    }),
  );

  const failed = (error: unknown) => {
    setProgress(null);
    showToast({
      title: t`Verification Failed`,
      message: errorMessage(error, t`Failed to submit verification documents`),
      destructive: true,
      durationMs: TOAST_MS.failure,
    });
  };

  const pickImage = (file: File | null, set: (f: File | null) => void) => {
    if (file && !file.type.startsWith('image/')) {
      set(null);
      return showKycToast('invalidFile');
    }
    set(file);
  };

  const onSubmit = async () => {
    if (!documentType || !documentFile) return showKycToast('missing');
    if (!documentNumber.trim()) return showToast({ ...kycToasts().missing, message: translateMessage(KYC_MESSAGES.documentNumber) });
    const problem = documentNumberProblem(documentType, documentNumber);
    setNumberError(problem && translateMessage(problem));
    if (problem) return;
    const selfie = mode === 'live' ? captured?.blob : selfieFile;
    if (mode === 'live' && !captured?.verified) return showKycToast('biometricRequired');
    if (!selfie) return showKycToast('selfieRequired');

    const total = documentFile.size + selfie.size;
    let documentSent = 0;
    let selfieSent = 0;
    const report = () => setProgress(Math.min(100, Math.round(((documentSent + selfieSent) / total) * 100)));
    setProgress(0);
    try {
      const documentImageUrl = await uploadKycImage(documentFile, (sent) => {
        documentSent = sent;
        report();
      });
      const selfieImageUrl = await uploadKycImage(selfie, (sent) => {
        selfieSent = sent;
        report();
      });
      submit.mutate({ documentType, documentNumber, documentImageUrl, selfieImageUrl });
    } catch (error) {
      failed(error);
    }
  };

  const busy = progress !== null;
  return (
    <Modal opened onClose={onClose} title={t`Verify your identity`} centered size="lg">
      <Stack gap="sm">
        <Select
          label={t`Document type`}
          placeholder={t`Select a document`}
          data={KYC_SUBMITTABLE_TYPES.map((value) => ({ value, label: documentTypeLabel(value) }))}
          value={documentType}
          onChange={(value) => setDocumentType(value as SubmittableType | null)}
          description={t`New verifications use the Ghana Card`}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          label={t`Document number`}
          placeholder={t`GHA-123456789-0`}
          value={documentNumber}
          onChange={(e) => {
            setDocumentNumber(e.currentTarget.value);
            setNumberError(null);
          }}
          error={numberError}
          autoCapitalize="characters"
        />
        <FileInput
          label={t`Document photo`}
          placeholder={t`Upload a photo of your Ghana Card`}
          accept="image/*"
          value={documentFile}
          onChange={(f) => pickImage(f, setDocumentFile)}
          clearable
        />
        <Text size="sm" fw={500}>
          <Trans>Identity photo</Trans>
        </Text>
        <Tabs value={mode} onChange={(value) => setMode((value as 'live' | 'upload') ?? 'live')} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="live">
              <Trans>Live Capture</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="upload">
              <Trans>Upload Photo</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="live" pt="sm">
            <LiveCapture onCaptured={setCaptured} />
          </Tabs.Panel>
          <Tabs.Panel value="upload" pt="sm">
            <FileInput
              label={t`Selfie`}
              placeholder={t`Upload a photo of your face`}
              accept="image/*"
              value={selfieFile}
              onChange={(f) => pickImage(f, setSelfieFile)}
              clearable
            />
          </Tabs.Panel>
        </Tabs>
        {busy && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {progress === 100 ? t`Checking your documents…` : t`Uploading… ${progress}%`}
            </Text>
            <Progress value={progress} aria-label={t`Upload progress`} />
          </Stack>
        )}
        <Button onClick={() => void onSubmit()} loading={busy || submit.isPending} fullWidth>
          <Trans>Submit for Verification</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}
