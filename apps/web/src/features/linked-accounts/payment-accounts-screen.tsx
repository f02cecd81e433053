import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { Button, Stack, Text, Title } from '@mantine/core';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { EmptyList } from '../../components/empty-list';
import { Page } from '../../components/page';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { showAccountFailure } from './account-toasts';
import { AccountListSkeleton } from './account-list-skeleton';
import { AccountRow } from './account-row';
import { paymentAccountsQuery, useRefreshAccounts } from './linked-accounts-queries';
import classes from './linked-accounts.module.css';
import { lazyDialog } from '../../components/lazy-dialog';

// The dialogs (their forms, selects and rules) are fetched when one first opens.
const AddMobileMoneyDialog = lazyDialog(() => import('./add-mobile-money-dialog').then((m) => m.AddMobileMoneyDialog));
const AddBankAccountDialog = lazyDialog(() => import('./add-bank-account-dialog').then((m) => m.AddBankAccountDialog));
const RemoveAccountDialog = lazyDialog(
  () => import('./remove-account-dialog').then((m) => m.RemoveAccountDialog),
  (props) => props.target !== null,
);

/** "momo-12" → 12 for the per-kind calls (toggle and set-default are chosen by the account's type). */
const rowId = (id: string) => Number(id.split('-')[1]);

/** /payment-accounts: mobile-money wallets and bank accounts together. */
export default function PaymentAccountsScreen() {
  const [adding, setAdding] = useState<'mobile_money' | 'bank' | null>(null);
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);
  const accounts = useQuery(paymentAccountsQuery());
  const refresh = useRefreshAccounts();
  const failed = (error: unknown) => showAccountFailure(error, t`Error`, t`Could not update the account`);
  const defaulted = () => {
    showToast({ title: t`Success`, message: t`Default account updated` });
    void refresh();
  };
  const toggleMomo = useMutation(
    trpc.accounts.toggleMobileMoneyAccount.mutationOptions({ onSuccess: () => void refresh(), onError: failed }),
  );
  const toggleBank = useMutation(trpc.accounts.toggleBankAccount.mutationOptions({ onSuccess: () => void refresh(), onError: failed }));
  const defaultMomo = useMutation(trpc.accounts.setDefaultMobileMoneyAccount.mutationOptions({ onSuccess: defaulted, onError: failed }));
  const defaultBank = useMutation(trpc.accounts.setDefaultBankAccount.mutationOptions({ onSuccess: defaulted, onError: failed }));
  const remove = useMutation(
    trpc.accounts.deletePaymentAccount.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`Account Removed`, message: t`The account was removed` });
        setRemoving(null);
        void refresh();
      },
      onError: (error) => showAccountFailure(error, t`Failed to Remove Account`, t`Could not remove account`, { serverMessage: false }),
    }),
  );
  const busy = toggleMomo.isPending || toggleBank.isPending || defaultMomo.isPending || defaultBank.isPending;

  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Payment Accounts</Trans>
        </Title>
        <Stack gap="xs">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding('mobile_money')}>
            <Trans>Add Mobile Money Account</Trans>
          </Button>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding('bank')}>
            <Trans>Add Bank Account</Trans>
          </Button>
        </Stack>
        {accounts.data === undefined ? (
          <AccountListSkeleton />
        ) : accounts.data.length === 0 ? (
          <EmptyList
            title={t`No Payment Accounts`}
            hint={t`Add a mobile money wallet or a bank account to move money out of ${APP_NAME}`}
          />
        ) : (
          <ul className={classes.list} aria-label={t`Payment accounts`}>
            {accounts.data.map((account) => {
              const momo = account.type === 'mobile_money';
              const number = momo ? formatGhanaPhoneLocal(account.accountNumber) : account.accountNumber;
              return (
                <AccountRow
                  key={account.id}
                  icon={
                    momo ? (
                      <IconDeviceMobile size={28} aria-hidden="true" color="var(--mantine-color-kente-7)" />
                    ) : (
                      <IconBuildingBank size={28} aria-hidden="true" color="var(--mantine-color-kente-7)" />
                    )
                  }
                  title={account.provider}
                  number={number}
                  subtitle={[account.accountName, account.accountType && account.accountType.toLowerCase()].filter(Boolean).join(' · ')}
                  isActive={account.isActive}
                  isDefault={account.isDefault}
                  verificationStatus={account.verificationStatus}
                  verificationNote={account.verificationNote}
                  busy={busy}
                  onToggle={(isActive) => (momo ? toggleMomo : toggleBank).mutate({ id: rowId(account.id), isActive })}
                  onSetDefault={() => (momo ? defaultMomo : defaultBank).mutate({ id: rowId(account.id) })}
                  onRemove={() => setRemoving({ id: account.id, label: `${account.provider} ${number}` })}
                />
              );
            })}
          </ul>
        )}
        <Text size="xs" c="dimmed">
          <Trans>A default account is where money goes when you move it out of your wallet.</Trans>
        </Text>
      </Stack>
      <AddMobileMoneyDialog opened={adding === 'mobile_money'} onClose={() => setAdding(null)} />
      <AddBankAccountDialog opened={adding === 'bank'} onClose={() => setAdding(null)} />
      <RemoveAccountDialog
        target={removing}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      />
    </Page>
  );
}
