import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { PickedContact } from '../../contacts';
import { ContactSection } from '../../contacts';
import { useFrequentContacts, useUserSearch } from '../../contacts';
import { AmountField } from '../amount-field';
import { amountOrNull } from '@ghanapay/validators/input';
import { formatGhs, type TransferEvent, type TransferParty, type TransferState } from './transfer-flow';
import { SearchField } from '../../../components/search-field';

type Dispatch = (event: TransferEvent) => void;

/** Step 1: the amount (GHS, 2 decimals) and an optional message, then Send or Request. */
export function AmountStep({ state, dispatch }: { state: TransferState; dispatch: Dispatch }) {
  const hasAmount = amountOrNull(state.amount) !== null;
  return (
    <Stack gap="md">
      {state.recipient && (
        <Text>
          <Trans>
            With: <strong>{state.recipient.name}</strong>
          </Trans>
        </Text>
      )}
      <AmountField label={t`Amount (GHS)`} value={state.amount} onChange={(value) => dispatch({ type: 'amount', value })} autoFocus />
      <Textarea
        label={t`Message (optional)`}
        placeholder={t`What's it for?`}
        autosize
        minRows={2}
        maxLength={280}
        value={state.message}
        onChange={(event) => dispatch({ type: 'message', value: event.currentTarget.value })}
      />
      <Group grow>
        <Button size="md" disabled={!hasAmount} onClick={() => dispatch({ type: 'choose-action', action: 'send' })}>
          <Trans>Send</Trans>
        </Button>
        <Button size="md" variant="default" disabled={!hasAmount} onClick={() => dispatch({ type: 'choose-action', action: 'request' })}>
          <Trans>Request</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** Variant B shows search results once more than 2 characters are typed. */
const TRANSFER_SEARCH_MIN_LENGTH = 3;

const toParty = (contact: PickedContact): TransferParty => ({
  id: contact.id,
  name: contact.name,
  phone: contact.phone,
  email: contact.email,
  username: contact.username,
});

/** Step 2: who pays or gets paid: frequent contacts while the box is empty, else search results. */
export function RecipientStep({ state, dispatch }: { state: TransferState; dispatch: Dispatch }) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const frequent = useFrequentContacts();
  const search = useUserSearch(text, TRANSFER_SEARCH_MIN_LENGTH);
  // A request needs an account to ask; a payment can also go to a saved phone number or email.
  const usable = (contacts: readonly PickedContact[]) => (state.action === 'request' ? contacts.filter((c) => c.id) : contacts);
  const pick = (contact: PickedContact) => dispatch({ type: 'choose-recipient', recipient: toParty(contact) });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {state.action === 'request'
          ? t`Request ${formatGhs(amountOrNull(state.amount) ?? 0n)} from`
          : t`Send ${formatGhs(amountOrNull(state.amount) ?? 0n)} to`}
      </Title>
      <SearchField
        aria-label={t`Search people`}
        placeholder={t`Search by name, phone, email or @username`}
        value={text}
        onValueChange={setText}
        size="md"
        autoFocus
      />
      {trimmed.length === 0 ? (
        <ContactSection
          title={t`Frequent Contacts`}
          contacts={usable(frequent.contacts)}
          loading={frequent.loading}
          emptyText={t`No frequent contacts yet`}
          onPick={pick}
        />
      ) : trimmed.length < TRANSFER_SEARCH_MIN_LENGTH ? (
        <Text size="sm" c="dimmed" ta="center" role="status">
          <Trans>Type at least {TRANSFER_SEARCH_MIN_LENGTH} characters to search</Trans>
        </Text>
      ) : (
        <ContactSection
          title={t`Search Results`}
          contacts={usable(search.results)}
          loading={search.searching}
          loadingText={t`Searching...`}
          emptyText={t`No users found`}
          onPick={pick}
        />
      )}
      <Button variant="subtle" onClick={() => dispatch({ type: 'back' })} w="fit-content">
        <Trans>Change amount</Trans>
      </Button>
    </Stack>
  );
}

/** Step 3: the summary and the button that submits it. */
export function ConfirmStep({
  state,
  dispatch,
  onSubmit,
  busy,
}: {
  state: TransferState;
  dispatch: Dispatch;
  onSubmit: () => void;
  busy: boolean;
}) {
  const amount = formatGhs(amountOrNull(state.amount) ?? 0n);
  const message = state.message.trim();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
          <Text component="dt" size="sm" c="dimmed">
            <Trans>Amount</Trans>
          </Text>
          <Text component="dd" m={0} fw={700}>
            {amount}
          </Text>
          <Text component="dt" size="sm" c="dimmed">
            {state.action === 'request' ? t`From` : t`To`}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {state.recipient?.name}
          </Text>
          {message && (
            <>
              <Text component="dt" size="sm" c="dimmed">
                <Trans>Message</Trans>
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {message}
              </Text>
            </>
          )}
        </dl>
      </Paper>
      <Button size="lg" fullWidth onClick={onSubmit} loading={busy}>
        {state.action === 'request' ? t`Request ${amount}` : t`Send ${amount}`}
      </Button>
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => dispatch({ type: 'clear-recipient' })} disabled={busy}>
          <Trans>Change recipient</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
