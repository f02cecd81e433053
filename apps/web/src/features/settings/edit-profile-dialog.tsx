import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { showSettingsFailure } from './settings-toasts';
import { EDIT_LABELS, FIELD_LABELS, type ProfileField } from './profile-fields';

/** The document's rules, checked here first (the server checks them again). */
function check(field: ProfileField, value: string): string | null {
  const v = value.trim();
  switch (field) {
    case 'firstName':
      return v ? null : t`First name is required`;
    case 'lastName':
      return v ? null : t`Last name is required`;
    case 'username':
      if (v.length < 3) return t`Username must be at least 3 characters`;
      return /^[A-Za-z0-9_]+$/.test(v) ? null : t`Username can only contain letters, numbers, and underscores`;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : t`Valid email is required`;
  }
}

/** The single-field profile edit (PATCH /api/profile with one field); the signed-in user is refreshed after. */
export function EditProfileDialog({ field, current, onClose }: { field: ProfileField; current: string; onClose: () => void }) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: t`Profile Updated`, message: answer.message });
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        onClose();
      },
      onError: (err) => showSettingsFailure(err, t`Update Failed`, t`Failed to update profile. Please try again.`),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t(EDIT_LABELS[field])} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = check(field, value);
          setError(problem);
          if (!problem) save.mutate({ [field]: value.trim() });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t(FIELD_LABELS[field])}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={
              field === 'email' ? 'email' : field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : 'username'
            }
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
