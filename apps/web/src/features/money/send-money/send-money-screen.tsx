import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { feeFor } from '@ghanapay/money';
import { formatCedis } from '../../../lib/locale-format';
import { Alert, Anchor, Button, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import { Link, useNavigate } from '@tanstack/react-router';
import type { SendMoneySearch } from '../../../lib/search-params';
import { useSession } from '../../../lib/session-query';
import { trpc } from '../../../lib/trpc';
import { Page } from '../../../components/page';
import { AmountField } from '../amount-field';
import { amountOrNull, readAmountInput } from '@ghanapay/validators/input';
import { BackLink } from '../../../components/back-link';
import { useIdempotencyKeys } from '../idempotency-key';
import { sendFailureToast } from '../money-toasts';
import { PendingRequestsNotice } from '../pending-requests-notice';
import {
  initialSendMoneyValues,
  RECIPIENT_TYPE_LABELS,
  RECIPIENT_TYPES,
  recipientValue,
  sendBackCheckInput,
  sendMoneyRequest,
  validateSendMoney,
  type RecipientType,
  type SendMoneyValues,
} from './send-money-form';
import classes from '../money.module.css';
import { RecipientConfirmation, useRecipientCheck } from './recipient-check';
import { useRequestMoney } from '../use-request-money';
import { useSendMoney } from '../use-send-money';
import { UssdHandoff } from '../../ussd';
import { discardSendDraft, readSendDraft, saveSendDraft } from './send-draft';
import { SendDraftNotice } from './send-draft-notice';

const FIELD_LABELS: Record<
  RecipientType,
  { label: MessageDescriptor; placeholder: string; type: string; inputMode: 'tel' | 'text' | 'email' }
> = {
  phone: { label: msg`Phone Number`, placeholder: '024 123 4567', type: 'tel', inputMode: 'tel' },
  username: { label: msg`Username`, placeholder: 'kofi_boateng', type: 'text', inputMode: 'text' },
  email: { label: msg`Email Address`, placeholder: 'name@example.com', type: 'email', inputMode: 'email' },
};

/** /send-money (variant A): send to a phone, username or email, or request from a picked person. */
export default function SendMoneyScreen({ search }: { search: SendMoneySearch }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const keys = useIdempotencyKeys();
  const action = search.action ?? 'send';
  // A send the data cut off comes back into the form (never sent by itself), unless a link prefilled someone.
  const prefilled = Boolean(search.recipientPhone || search.recipientUsername || search.recipientEmail);
  const [restored] = useState(() => (action === 'send' && user && !prefilled ? readSendDraft(user.id) : null));
  const [draftSaved, setDraftSaved] = useState(restored !== null);
  const [offline, setOffline] = useState(false);
  const form = useForm<SendMoneyValues>({
    initialValues: restored ?? initialSendMoneyValues(search),
    validate: (values) => {
      const errors = validateSendMoney(values);
      return action === 'request' ? { amount: errors.amount } : errors;
    },
  });

  // Back online: the hand-off steps aside; the draft stays in the form until the person sends or discards it.
  useEffect(() => {
    const online = () => setOffline(false);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  const goHome = () => void navigate({ to: '/' });
  const keepDraft = () => {
    setOffline(true);
    if (action !== 'send' || !user) return;
    saveSendDraft(user.id, form.values);
    setDraftSaved(true);
  };
  const discardDraft = () => {
    if (user) discardSendDraft(user.id);
    setDraftSaved(false);
    form.setValues(initialSendMoneyValues(search));
    recipientCheck.reset();
  };
  const send = useSendMoney({
    keys,
    sentToast: (tx) => ({
      title: t`Transaction Initiated`,
      message: t`${formatCedis(tx.amount)} to ${tx.recipientName ?? recipientValue(form.values)}`,
    }),
    failureToast: sendFailureToast,
    onDone: () => {
      if (user) discardSendDraft(user.id);
      goHome();
    },
    recipientLabel: search.recipientName || recipientValue(form.values),
    onOffline: keepDraft,
  });
  const request = useRequestMoney({ keys, onSent: goHome, onOffline: () => setOffline(true) });
  // The "send it back" scam (a fake "money received" SMS, then a call): warn when this person paid me this amount lately.
  const [checked] = useDebouncedValue(form.values, 400);
  const checkInput = action === 'send' ? sendBackCheckInput(checked) : null;
  const sendBack = useQuery({
    ...trpc.money.checkSendBack.queryOptions(checkInput ?? { amount: '0' }),
    enabled: checkInput !== null,
    retry: false,
  });
  const recipientCheck = useRecipientCheck({ onOffline: keepDraft });
  // A payment to a phone number or e-mail shows whom it reaches before it leaves (name before you pay).
  const needsCheck = action === 'send' && form.values.recipientType !== 'username';
  const checkKey = JSON.stringify([form.values.recipientType, recipientValue(form.values), form.values.amount, form.values.message]);
  const recipientChecked = needsCheck ? recipientCheck.forKey(checkKey) : null;

  const submit = form.onSubmit((values) => {
    setOffline(false);
    if (action === 'request') {
      const amount = readAmountInput(values.amount);
      if (!search.recipientId || !amount.ok) return;
      const message = values.message.trim();
      const input = { payerId: search.recipientId, amount: amount.wire, ...(message ? { message } : {}) };
      request.mutate({ ...input, idempotencyKey: keys.keyFor(input) });
      return;
    }
    const input = sendMoneyRequest(values);
    if (needsCheck) {
      const { recipientPhone, recipientEmail } = input;
      recipientCheck.check(checkKey, { recipientPhone, recipientEmail });
      return;
    }
    send.send({ via: 'sendMoney', input });
  });
  const confirmSend = () => {
    setOffline(false);
    send.send({ via: 'sendMoney', input: sendMoneyRequest(form.values) });
  };

  if (!user) return null;
  const amount = amountOrNull(form.values.amount) ?? 0n;
  const checkedName = recipientChecked?.kind === 'person' ? recipientChecked.preview.displayName : null;
  const toName = checkedName ?? (search.recipientName || recipientValue(form.values));
  const cannotRequest = action === 'request' && !search.recipientId;
  const busy = send.pending || request.isPending || send.sent || request.isSuccess;

  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <div>
          <Title order={1} size="h2">
            {action === 'request' ? t`Request Money` : t`Send Money`}
          </Title>
          <Text mt={4} c={toName ? undefined : 'dimmed'}>
            <Trans>To:</Trans> <strong>{toName || t`Choose a recipient`}</strong>
          </Text>
        </div>
        <PendingRequestsNotice />
        {cannotRequest && (
          <Alert color="yellow" title={t`Who should pay?`}>
            <Trans>
              Pick the person to request money from.{' '}
              <Anchor component={Link} to="/request">
                Choose a contact
              </Anchor>
            </Trans>
          </Alert>
        )}
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {action === 'send' && (
              <Tabs
                value={form.values.recipientType}
                onChange={(value) => value && form.setFieldValue('recipientType', value as RecipientType)}
                variant="pills"
                radius="xl"
              >
                <Tabs.List grow aria-label={t`Send to`}>
                  {RECIPIENT_TYPES.map((type) => (
                    <Tabs.Tab key={type} value={type}>
                      {t(RECIPIENT_TYPE_LABELS[type])}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {RECIPIENT_TYPES.map((type) => (
                  <Tabs.Panel key={type} value={type} pt="sm">
                    <TextInput
                      label={t(FIELD_LABELS[type].label)}
                      placeholder={FIELD_LABELS[type].placeholder}
                      type={FIELD_LABELS[type].type}
                      inputMode={FIELD_LABELS[type].inputMode}
                      autoComplete="off"
                      {...form.getInputProps(type)}
                    />
                  </Tabs.Panel>
                ))}
              </Tabs>
            )}
            <AmountField
              label={t`Amount`}
              {...form.getInputProps('amount')}
              value={form.values.amount}
              onChange={(value) => form.setFieldValue('amount', value)}
            />
            {checkInput && sendBack.data?.warn && (
              <Alert color="yellow" title={t`Sending money back?`} role="alert">
                {t`Did someone ask you to send back money they sent by mistake? Use Return on their payment instead`}
              </Alert>
            )}
            <Textarea
              label={t`Message (optional)`}
              placeholder={t`What's it for?`}
              autosize
              minRows={2}
              maxLength={280}
              {...form.getInputProps('message')}
            />
            <div className={classes.notice} role="note">
              <IconShieldCheck size={20} aria-hidden="true" />
              <span>
                <Trans>
                  AI Protection Active
                  <Text size="xs" fw={400} component="span" display="block">
                    Every payment is checked for fraud in real time.
                  </Text>
                </Trans>
              </span>
            </div>
            {offline && <UssdHandoff menu={action === 'request' ? null : 'send'} />}
            {draftSaved && <SendDraftNotice onDiscard={discardDraft} />}
            {recipientChecked ? (
              <RecipientConfirmation
                check={recipientChecked}
                amount={amount}
                typed={recipientValue(form.values)}
                busy={busy}
                onConfirm={confirmSend}
                onChange={recipientCheck.reset}
              />
            ) : (
              <Button type="submit" size="lg" fullWidth loading={busy || recipientCheck.checking} disabled={cannotRequest}>
                {action === 'request' ? t`Request ${formatCedis(amount)}` : t`Send ${formatCedis(amount)}`}
              </Button>
            )}
            <Text size="xs" c="dimmed" ta="center">
              <Trans>Transaction fee:</Trans> {formatCedis(feeFor('p2p', amount))} <Trans>• Processing time: Instant</Trans>
            </Text>
            <Text size="sm" ta="center">
              <Trans>Available balance:</Trans> <strong>{formatCedis(user.walletBalance)}</strong>
            </Text>
          </Stack>
        </form>
      </Stack>
      {send.fraudDialog}
    </Page>
  );
}
