import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Badge, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconEyeOff from '@tabler/icons-react/dist/esm/icons/IconEyeOff.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { EmptyList } from '../../components/empty-list';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { showAccountFailure } from './account-toasts';
import { AccountListSkeleton } from './account-list-skeleton';
import { useCardCheckoutReturn } from './card-checkout-return';
import { cardsQuery, useRefreshAccounts } from './linked-accounts-queries';
import { RemoveAccountDialog } from './remove-account-dialog';
import classes from './linked-accounts.module.css';

// Card brands are names: the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings
const BRAND = { visa: 'VISA', mastercard: 'Mastercard', verve: 'Verve' } as const;

/**
 * /cards: saved cards, masked but for the last 4; reveal shows the first 6 and last 4 (all the app
 * has). "Add Card" goes to Paystack's page and back here (?reference=…), where the card check completes.
 */
export default function CardsScreen({ checkoutReference }: { checkoutReference: string | null }) {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<{ id: number; label: string } | null>(null);
  const cards = useQuery(cardsQuery());
  const refresh = useRefreshAccounts();
  const notice = useCardCheckoutReturn(checkoutReference);
  const failed = (error: unknown) => showAccountFailure(error, t`Error`, errorMessage(error, t`Please try again`));
  const checkout = useMutation(
    trpc.accounts.startCardCheckout.mutationOptions({
      // Paystack's page takes the card: this app never sees its number.
      onSuccess: (started) => window.location.assign(started.authorizationUrl),
      onError: failed,
    }),
  );
  const setDefault = useMutation(
    trpc.accounts.setDefaultCard.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`Success`, message: t`Default card updated` });
        void refresh();
      },
      onError: failed,
    }),
  );
  const remove = useMutation(
    trpc.accounts.deleteCard.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`Success`, message: t`Card removed successfully` });
        setRemoving(null);
        void refresh();
      },
      onError: failed,
    }),
  );
  const toggleReveal = (id: number) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>My Cards</Trans>
        </Title>
        {notice && (
          <Alert color={notice.tone} variant="light" role="status" title={notice.title}>
            {notice.message}
          </Alert>
        )}
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => checkout.mutate({})}
          loading={checkout.isPending || checkout.isSuccess}
        >
          <Trans>Add Card</Trans>
        </Button>
        <Text size="sm" c="dimmed">
          <Trans>You type the card on Paystack’s secure page. To check it, Paystack charges ₵1.00 and refunds it at once.</Trans>
        </Text>
        {cards.data === undefined ? (
          <AccountListSkeleton />
        ) : cards.data.length === 0 ? (
          <EmptyList title={t`No Cards Added`} hint={t`Add a Visa, Mastercard or Verve card`} />
        ) : (
          <ul className={classes.list} aria-label={t`Cards`}>
            {cards.data.map((card) => {
              const shown = revealed.has(card.id);
              return (
                <li key={card.id} aria-label={t`${BRAND[card.cardType]} ending ${card.last4}`}>
                  <Stack gap="xs">
                    <div className={classes.card} data-re-add={card.status === 're_add' || undefined}>
                      <Group justify="space-between" mb="md">
                        <Text fw={700}>{card.bankName}</Text>
                        <Group gap={6}>
                          {card.isDefault && (
                            <Badge color="yellow" variant="filled" c="dark">
                              <Trans>Default</Trans>
                            </Badge>
                          )}
                          <Text fw={800} fs="italic">
                            {BRAND[card.cardType]}
                          </Text>
                        </Group>
                      </Group>
                      <Group justify="space-between" wrap="nowrap">
                        <Text
                          className={classes.cardNumber}
                          aria-label={shown ? t`Card number ${card.revealedNumber}` : t`Card ending ${card.last4}`}
                        >
                          {shown ? card.revealedNumber : card.cardNumber}
                        </Text>
                        <UnstyledButton
                          onClick={() => toggleReveal(card.id)}
                          aria-label={shown ? t`Hide card number` : t`Show card number`}
                          aria-pressed={shown}
                        >
                          {shown ? <IconEyeOff size={20} aria-hidden="true" /> : <IconEye size={20} aria-hidden="true" />}
                        </UnstyledButton>
                      </Group>
                      <Group justify="space-between" mt="md">
                        <Text size="sm" tt="uppercase">
                          {card.cardholderName}
                        </Text>
                        <Text size="sm">
                          <Trans>Exp {card.expiryDate}</Trans>
                        </Text>
                      </Group>
                    </div>
                    {card.status === 're_add' && (
                      <Alert color="yellow" variant="light" title={t`Re-add this card`}>
                        <Trans>This card was saved before cards went through Paystack. Delete it and add it again to pay with it.</Trans>
                      </Alert>
                    )}
                    <Group justify="flex-end" gap="xs">
                      {!card.isDefault && card.status === 'active' && (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setDefault.mutate({ id: card.id })}
                          disabled={setDefault.isPending}
                        >
                          <Trans>Set Default</Trans>
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving({ id: card.id, label: t`the card ending ${card.last4}` })}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </Group>
                  </Stack>
                </li>
              );
            })}
          </ul>
        )}
        <Text size="xs" c="dimmed">
          <Trans>
            The card number and CVV go only to Paystack. This app keeps Paystack’s token for the card, its first 6 and last 4 digits, its
            expiry and its bank.
          </Trans>
        </Text>
      </Stack>
      <RemoveAccountDialog
        target={removing}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      />
    </Page>
  );
}
