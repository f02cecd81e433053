import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { ActionIcon, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import IconArrowsExchange from '@tabler/icons-react/dist/esm/icons/IconArrowsExchange.mjs';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import IconCamera from '@tabler/icons-react/dist/esm/icons/IconCamera.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { BalanceCard } from '../../components/balance-card';
import { EmptyList } from '../../components/empty-list';
import { Page } from '../../components/page';
import { UserAvatar } from '../../components/user-avatar';
import { useSession } from '../../lib/session-query';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { fullNameOf } from '../../lib/user-display';
import {
  AddAccountDialog,
  paymentAccountsQuery,
  ProfilePictureDialog,
  RemoveAccountDialog,
  showAccountFailure,
  useRefreshAccounts,
  VerificationBadge,
} from '../linked-accounts';
import { TierLimitsCard } from '../limits';
import { EmptyTransactions, TransactionCard, TransactionSkeletons } from '../money';
import { AddMoneyDialog, TransferToAccountDialog, ExternalTransfersList } from '../transfers';
import { LogoutButton } from './logout-button';

/** The spec: the wallet home lists the latest 5 transactions. */
const WALLET_HOME_TRANSACTIONS = 5;
export const walletHomeTransactionsQuery = () => trpc.money.listTransactions.queryOptions({ limit: WALLET_HOME_TRANSACTIONS });

/** /me: the wallet home — who I am, my balance, my connected accounts and my latest transactions. */

/** A button whose words do not fit (200 % text on a 360 px phone) wraps them inside itself, never past the screen. */
const WRAPPING = { root: { height: 'auto', minHeight: 'var(--button-height)' }, label: { whiteSpace: 'normal' } } as const;

export function WalletHome() {
  const { user } = useSession();
  const [picture, setPicture] = useState(false);
  const [adding, setAdding] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [addingMoney, setAddingMoney] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);
  const accounts = useQuery({ ...paymentAccountsQuery(), enabled: Boolean(user) });
  const transactions = useQuery({ ...walletHomeTransactionsQuery(), enabled: Boolean(user) });
  const refreshAccounts = useRefreshAccounts();
  const remove = useMutation(
    trpc.accounts.deletePaymentAccount.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`Account Removed`, message: t`The account was removed from your wallet` });
        setRemoving(null);
        void refreshAccounts();
      },
      onError: (error) => showAccountFailure(error, t`Failed to Remove Account`, t`Could not remove account`, { serverMessage: false }),
    }),
  );
  if (!user) return null;
  const name = fullNameOf(user);

  return (
    <Page withNav>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="md" wrap="nowrap" miw={0}>
            <UnstyledButton onClick={() => setPicture(true)} aria-label={t`Update profile picture`} pos="relative">
              <UserAvatar
                userId={user.id}
                firstName={user.firstName}
                lastName={user.lastName}
                profileImageUrl={user.profileImageUrl}
                size={64}
                alt={name}
              />
              <IconCamera
                size={22}
                aria-hidden="true"
                style={{
                  position: 'absolute',
                  right: -2,
                  bottom: -2,
                  background: 'var(--mantine-color-white)',
                  borderRadius: 11,
                  padding: 3,
                }}
              />
            </UnstyledButton>
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h3" lineClamp={2}>
                {name}
              </Title>
              {/* One long word: at 200 % text it breaks rather than widening the page behind a dialog. */}
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{user.username}
              </Text>
            </div>
          </Group>
          <ActionIcon component={Link} to="/settings" variant="default" size="xl" radius="xl" aria-label={t`Settings`}>
            <IconSettings size={22} aria-hidden="true" />
          </ActionIcon>
        </Group>

        <BalanceCard user={user} />

        <Stack gap="xs">
          <Button
            variant="light"
            styles={WRAPPING}
            leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
            onClick={() => setTransferring(true)}
          >
            <Trans>Transfer to Account</Trans>
          </Button>
          <Button
            variant="light"
            styles={WRAPPING}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setAddingMoney(true)}
          >
            <Trans>Add Money</Trans>
          </Button>
          <Button component={Link} to="/pay" variant="light" styles={WRAPPING} leftSection={<IconReceipt size={18} aria-hidden="true" />}>
            <Trans>Pay: airtime, data & bills</Trans>
          </Button>
          <Button
            component={Link}
            to="/merchant"
            variant="light"
            styles={WRAPPING}
            leftSection={<IconBuildingStore size={18} aria-hidden="true" />}
          >
            <Trans>Receive payments as a business</Trans>
          </Button>
        </Stack>

        <ExternalTransfersList />

        <TierLimitsCard showVerifyLink />

        <section aria-labelledby="connected-accounts">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="connected-accounts">
              <Trans>Connected Accounts</Trans>
            </Title>
            <Button size="xs" variant="subtle" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
              <Trans>Add Account</Trans>
            </Button>
          </Group>
          {accounts.data === undefined ? (
            <Skeleton height={72} radius="md" />
          ) : accounts.data.length === 0 ? (
            <EmptyList title={t`No connected accounts`} hint={t`Add a mobile money wallet or a bank account`} />
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t`Connected accounts`}>
              {accounts.data.map((account) => {
                const momo = account.type === 'mobile_money';
                const number = momo ? formatGhanaPhoneLocal(account.accountNumber) : account.accountNumber;
                return (
                  <Paper key={account.id} withBorder radius="md" p="sm" component="li">
                    <Group wrap="nowrap" gap="sm">
                      {momo ? <IconDeviceMobile size={24} aria-hidden="true" /> : <IconBuildingBank size={24} aria-hidden="true" />}
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Group gap={6}>
                          <Text fw={600} size="sm" truncate>
                            {account.provider}
                          </Text>
                          {account.isDefault && (
                            <Text size="xs" c="kente.8" fw={700}>
                              <Trans>Default</Trans>
                            </Text>
                          )}
                          <VerificationBadge status={account.verificationStatus} note={account.verificationNote} />
                        </Group>
                        <Text size="sm" ff="monospace" c={account.isActive ? undefined : 'dimmed'}>
                          {number}
                          {account.isActive ? '' : t` · inactive`}
                        </Text>
                      </Stack>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`Remove ${account.provider} ${number}`}
                        onClick={() => setRemoving({ id: account.id, label: `${account.provider} ${number}` })}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )}
          <Group gap="md" mt="xs">
            <Anchor component={Link} to="/payment-accounts" size="sm">
              <Trans>Manage accounts</Trans>
            </Anchor>
            <Anchor component={Link} to="/cards" size="sm">
              <Trans>My cards</Trans>
            </Anchor>
            <Anchor component={Link} to="/mobile-money" size="sm">
              <Trans>Mobile money</Trans>
            </Anchor>
          </Group>
        </section>

        <section aria-labelledby="recent-transactions">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="recent-transactions">
              <Trans>Recent Transactions</Trans>
            </Title>
            <Anchor component={Link} to="/history" size="sm" fw={600}>
              <Trans>View All</Trans>
            </Anchor>
          </Group>
          {transactions.data === undefined ? (
            <TransactionSkeletons count={3} />
          ) : transactions.data.length === 0 ? (
            <EmptyTransactions title={t`No transactions yet`} hint={t`Money you send and receive will show here`} />
          ) : (
            <Stack gap="sm">
              {transactions.data.map((tx) => (
                <TransactionCard key={tx.id} transaction={tx} currentUserId={user.id} />
              ))}
            </Stack>
          )}
        </section>

        <LogoutButton />
      </Stack>
      <Suspense fallback={null}>
        {picture && <ProfilePictureDialog opened onClose={() => setPicture(false)} current={user.profileImageUrl} />}
        {adding && <AddAccountDialog opened onClose={() => setAdding(false)} />}
        {transferring && <TransferToAccountDialog opened onClose={() => setTransferring(false)} />}
        {addingMoney && <AddMoneyDialog opened onClose={() => setAddingMoney(false)} />}
        {removing && (
          <RemoveAccountDialog
            target={removing}
            busy={remove.isPending}
            onClose={() => setRemoving(null)}
            onConfirm={() => remove.mutate({ id: removing.id })}
          />
        )}
      </Suspense>
    </Page>
  );
}
