import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { Button, Stack, Text, Title } from '@mantine/core';
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
import { AccountRow } from './account-row';
import { mobileMoneyAccountsQuery, useRefreshAccounts } from './linked-accounts-queries';
import { lazyDialog } from '../../components/lazy-dialog';
import { AccountListSkeleton } from './account-list-skeleton';
import classes from './linked-accounts.module.css';

// The add dialog (its form, select and rules) is fetched when it first opens.
const AddMobileMoneyDialog = lazyDialog(() => import('./add-mobile-money-dialog').then((m) => m.AddMobileMoneyDialog));

/** /mobile-money: linked MTN MoMo, Telecel Cash and AirtelTigo Money wallets. */
export default function MobileMoneyScreen() {
  const [adding, setAdding] = useState(false);
  const accounts = useQuery(mobileMoneyAccountsQuery());
  const refresh = useRefreshAccounts();
  const failed = (error: unknown) => showAccountFailure(error, t`Error`, t`Could not update the account`);
  const toggle = useMutation(trpc.accounts.toggleMobileMoneyAccount.mutationOptions({ onSuccess: () => void refresh(), onError: failed }));
  const setDefault = useMutation(
    trpc.accounts.setDefaultMobileMoneyAccount.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`Success`, message: t`Default account updated` });
        void refresh();
      },
      onError: failed,
    }),
  );
  const busy = toggle.isPending || setDefault.isPending;
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Mobile Money</Trans>
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
          <Trans>Add Account</Trans>
        </Button>
        <Text c="dimmed" size="sm">
          <Trans>Link the wallets you move money to and from. Each is checked with its network before it is marked verified.</Trans>
        </Text>
        {accounts.data === undefined ? (
          <AccountListSkeleton />
        ) : accounts.data.length === 0 ? (
          <EmptyList title={t`No Mobile Money Accounts`} hint={t`Add your MTN MoMo, Telecel Cash or AirtelTigo Money wallet`} />
        ) : (
          <ul className={classes.list} aria-label={t`Mobile money accounts`}>
            {accounts.data.map((account) => (
              <AccountRow
                key={account.id}
                icon={<IconDeviceMobile size={28} aria-hidden="true" color="var(--mantine-color-kente-7)" />}
                title={account.providerLabel}
                number={formatGhanaPhoneLocal(account.phoneNumber)}
                subtitle={account.accountName}
                isActive={account.isActive}
                isDefault={account.isDefault}
                verificationStatus={account.verificationStatus}
                verificationNote={account.verificationNote}
                busy={busy}
                onToggle={(isActive) => toggle.mutate({ id: account.id, isActive })}
                onSetDefault={() => setDefault.mutate({ id: account.id })}
              />
            ))}
          </ul>
        )}
      </Stack>
      <AddMobileMoneyDialog opened={adding} onClose={() => setAdding(false)} />
    </Page>
  );
}
