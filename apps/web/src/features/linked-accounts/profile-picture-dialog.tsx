import { translateMessage } from '../../lib/translate-message';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import { showToast, TOAST_MS } from '../../lib/toast';

/** The spec's ceiling: 5 MB. */
const MAX_BYTES = 5 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** POST /api/profile/picture (REST: a picture is larger than the tRPC batch limit), then the user is refreshed. */
async function uploadPicture(profileImageUrl: string): Promise<{ profileImageUrl: string }> {
  const res = await fetch('/api/profile/picture', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profileImageUrl }),
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string; profileImageUrl?: string };
  if (!res.ok) throw Object.assign(new Error(body.message || 'Failed to update profile picture'), { status: res.status });
  return body as { profileImageUrl: string };
}

/** Update Profile Picture: an image file only, at most 5 MB, previewed before it is saved. */
export function ProfilePictureDialog({ opened, onClose, current }: { opened: boolean; onClose: () => void; current: string | null }) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => {
      showToast({ title: t`Success`, message: t`Profile picture updated` });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      setPreview(null);
      onClose();
    },
    onError: (error) =>
      showToast({
        title: t`Error`,
        message: error.message ? translateMessage(error.message) : t`Failed to update profile picture`,
        destructive: true,
        durationMs: TOAST_MS.failure,
      }),
  });
  const pick = async (file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      showToast({ title: t`Invalid File`, message: t`Please select an image file`, destructive: true });
      return;
    }
    if (file.size > MAX_BYTES) {
      showToast({ title: t`File Too Large`, message: t`Please select an image smaller than 5MB`, destructive: true });
      return;
    }
    setPreview(await readAsDataUrl(file));
  };
  const close = () => {
    setPreview(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Update Profile Picture`} centered>
      <Stack align="center" gap="md">
        <Avatar src={preview ?? current} size={120} radius={120} alt={t`Profile picture preview`} />
        <Text size="sm" c="dimmed" ta="center">
          <Trans>A JPEG, PNG, WebP or GIF up to 5 MB. It is cropped to a square.</Trans>
        </Text>
        <Group>
          <FileButton onChange={(file) => void pick(file)} accept="image/*">
            {(props) => (
              <Button variant="default" {...props}>
                <Trans>Choose Image</Trans>
              </Button>
            )}
          </FileButton>
          <Button disabled={!preview} loading={save.isPending} onClick={() => preview && save.mutate(preview)}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
