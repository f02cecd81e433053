import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Alert, Button, Group, List, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * Close account: says what closing means, shows why the account cannot close yet (a balance,
 * anything pending), and otherwise asks for the password.
 */
export function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const check = useQuery({ ...trpc.privacy.closureCheck.queryOptions({}), staleTime: 0 });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = useMutation(
    trpc.privacy.closeAccount.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: t`Account Closed`, message: answer.message });
        queryClient.clear();
        void navigate({ to: '/', replace: true });
      },
      onError: (failure) => setError(errorMessage(failure)),
    }),
  );
  const refusal = check.data?.message ?? null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return setError(t`Password is required`);
    setError(null);
    close.mutate({ password });
  }

  return (
    <Modal opened onClose={onClose} title={t`Close account`} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>Closing your {APP_NAME} account is final:</Trans>
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <Trans>you are signed out everywhere and can no longer sign in;</Trans>
            </List.Item>
            <List.Item>
              <Trans>nobody can find you or send you money or requests;</Trans>
            </List.Item>
            <List.Item>
              <Trans>your friends, contacts, comments, picture and passkeys are erased now;</Trans>
            </List.Item>
            <List.Item>
              <Trans>payment records are kept for 6 years and identity documents for 5, as the law requires, then erased.</Trans>
            </List.Item>
          </List>
          <Text size="sm">
            <Trans>Download your data first if you want a copy.</Trans>
          </Text>
          {check.isPending && <Loader size="sm" aria-label={t`Checking your wallet`} />}
          {refusal && (
            <Alert color="red" variant="light" role="alert" title={t`You can't close your account yet`}>
              {refusal}
            </Alert>
          )}
          {check.data?.canClose && (
            <PasswordInput
              label={t`Password`}
              description={t`Enter your password to confirm`}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" disabled={!check.data?.canClose} loading={close.isPending}>
              <Trans>Close my account</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
