import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '@ghanapay/money';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { Badge, Button, Group, NativeSelect, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { paymentAccountsQuery } from '../linked-accounts';
import { failureToast } from '../money';
import { runOutcomeText } from './run-outcome-text';
import {
  describeRule,
  monthDayOptions,
  recipientFields,
  repeatOptions,
  ruleFor,
  shortDay,
  weekdayOptions,
  type Repeat,
} from './schedule-choice';

type StandingOrder = inferOutput<typeof trpc.money.listStandingOrders>['standingOrders'][number];

const listQuery = () => trpc.money.listStandingOrders.queryOptions({});

interface Values {
  kind: 'payment' | 'request' | 'transfer';
  recipient: string;
  accountId: string;
  transferType: 'standard' | 'instant';
  amount: string;
  message: string;
  repeat: Repeat;
  weekday: string;
  monthDay: string;
  start: string;
  end: string;
}

function todayInGhana(): string {
  return new Date().toISOString().slice(0, 10);
}

/** /standing-orders: payments (or requests) that repeat — rent on the 1st, chop money every Friday. */
export default function StandingOrdersScreen() {
  const orders = useQuery(listQuery());
  const [creating, setCreating] = useState(false);
  return (
    <Page withNav>
      <Stack gap="md">
        <BackLink />
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h2">
            <Trans>Standing orders</Trans>
          </Title>
          {!creating && (
            <Button onClick={() => setCreating(true)}>
              <Trans>New</Trans>
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Pay or ask someone, or move money to your own account, on a schedule. Each runs at 08:00; we remind you the day before, and if
            your wallet is short we try once more at 17:00.
          </Trans>
        </Text>
        {creating && <NewStandingOrder onDone={() => setCreating(false)} />}
        {orders.data === undefined ? (
          <Skeleton height={120} radius="md" />
        ) : orders.data.standingOrders.length === 0 ? (
          !creating && (
            <Paper withBorder radius="md" p="md">
              <Text size="sm">
                <Trans>No standing orders yet. Rent, school fees or chop money can go by themselves.</Trans>
              </Text>
            </Paper>
          )
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`My standing orders`}>
            {orders.data.standingOrders.map((order) => (
              <li key={order.id}>
                <StandingOrderCard order={order} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

function StandingOrderCard({ order }: { order: StandingOrder }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listQuery().queryKey });
  const change = useMutation(
    trpc.money.updateStandingOrder.mutationOptions({
      onSuccess: (updated) => {
        void refresh();
        showToast({
          title: updated.status === 'paused' ? t`Standing order paused` : t`Standing order resumed`,
          message: describeRule(updated.schedule.rrule),
        });
      },
      onError: (error) => showToast(failureToast(error, t`Could not change it`, t`Please try again.`)),
    }),
  );
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(
    trpc.money.deleteStandingOrder.mutationOptions({
      onSuccess: () => {
        void refresh();
        showToast({ title: t`Standing order cancelled`, message: t`Nothing more will go.` });
      },
      onError: (error) => showToast(failureToast(error, t`Could not cancel it`, t`Please try again.`)),
    }),
  );
  const verb = order.kind === 'request' ? t`Ask` : t`To`;
  const target = order.account?.label ?? order.counterparty?.name ?? '';
  const last = order.runs[0];
  const live = order.status === 'active' || order.status === 'paused';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t`Standing order: ${formatCedis(order.amount)} ${verb.toLowerCase()} ${target}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={2}>
              {formatCedis(order.amount)} · {verb} {target}
            </Text>
            <Text size="sm" c="dimmed">
              {describeRule(order.schedule.rrule)}
              {order.account ? ` · ${order.account.transferType === 'instant' ? t`Instant` : t`Standard`}` : ''}
              {order.message ? ` · ${order.message}` : ''}
            </Text>
          </div>
          <Badge
            variant="light"
            color={order.status === 'active' ? 'kente' : order.status === 'paused' ? 'yellow' : 'gray'}
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {order.status === 'active' ? t`Active` : order.status === 'paused' ? t`Paused` : t`Ended`}
          </Badge>
        </Group>
        {order.status === 'active' && order.nextRunOn && (
          <Text size="sm">
            {order.schedule.end
              ? t`Next: ${shortDay(order.nextRunOn)}, 08:00 · until ${shortDay(order.schedule.end)}`
              : t`Next: ${shortDay(order.nextRunOn)}, 08:00`}
          </Text>
        )}
        {last && (
          <Text size="xs" c={last.status === 'completed' ? 'dimmed' : 'red.8'}>
            {shortDay(last.runOn)}: {runOutcomeText(last)}
          </Text>
        )}
        {live && (
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="light"
              loading={change.isPending}
              onClick={() => change.mutate({ id: order.id, status: order.status === 'paused' ? 'active' : 'paused' })}
            >
              {order.status === 'paused' ? t`Resume` : t`Pause`}
            </Button>
            {confirming ? (
              <>
                <Button size="xs" color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: order.id })}>
                  <Trans>Yes, cancel it</Trans>
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
                  <Trans>Keep it</Trans>
                </Button>
              </>
            ) : (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function NewStandingOrder({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const accounts = useQuery(paymentAccountsQuery());
  const usable = (accounts.data ?? []).filter((a) => a.isActive && a.isVerified);
  const form = useForm<Values>({
    initialValues: {
      kind: 'payment',
      recipient: '',
      accountId: '',
      transferType: 'standard',
      amount: '',
      message: '',
      repeat: 'monthly_day',
      weekday: '5',
      monthDay: '1',
      start: todayInGhana(),
      end: '',
    },
    validate: {
      recipient: (v, values) => (values.kind === 'transfer' || v.trim() ? null : t`Enter a phone number, e-mail or username`),
      accountId: (v, values) => (values.kind !== 'transfer' || v ? null : t`Choose one of your accounts`),
      amount: (v) => (/^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) > 0 ? null : t`Enter an amount such as 150 or 150.50`),
      start: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : t`Choose the first day`),
    },
  });
  const create = useMutation(
    trpc.money.createStandingOrder.mutationOptions({
      onSuccess: (order) => {
        void queryClient.invalidateQueries({ queryKey: listQuery().queryKey });
        showToast({
          title: t`Standing order set up`,
          message: order.nextRunOn ? t`The first one goes on ${shortDay(order.nextRunOn)} at 08:00.` : describeRule(order.schedule.rrule),
        });
        onDone();
      },
      onError: (error) => {
        const status = httpStatusOf(error);
        const message = errorMessage(error);
        if (form.values.kind === 'transfer' && (status === 404 || /account/i.test(message))) form.setErrors({ accountId: message });
        else if (status === 404 || /yourself|different people/.test(message)) form.setErrors({ recipient: message });
        else if (status === 400 && /amount/i.test(message)) form.setErrors({ amount: message });
        else if (status === 400) form.setErrors({ start: message });
        else showToast(failureToast(error, t`Could not set it up`, t`Please try again.`));
      },
    }),
  );
  const v = form.values;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-standing-order">
      <Title order={2} size="h4" id="new-standing-order" mb="sm">
        <Trans>New standing order</Trans>
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate({
            kind: values.kind,
            ...(values.kind === 'transfer'
              ? {
                  accountId: values.accountId,
                  accountType: usable.find((a) => a.id === values.accountId)?.type === 'bank' ? 'bank' : 'mobile_money',
                  transferType: values.transferType,
                }
              : recipientFields(values.recipient)),
            amount: values.amount.trim(),
            message: values.message.trim() || undefined,
            schedule: {
              rrule: ruleFor(values.repeat, { weekday: Number(values.weekday), monthDay: Number(values.monthDay) }),
              start: values.start,
              end: values.end || null,
            },
          }),
        )}
      >
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            aria-label={t`Pay, ask or move to my account`}
            data={[
              { value: 'payment', label: t`Pay` },
              { value: 'request', label: t`Ask` },
              { value: 'transfer', label: t`To my account` },
            ]}
            {...form.getInputProps('kind')}
          />
          {v.kind === 'transfer' ? (
            <>
              <NativeSelect
                label={t`Account`}
                data={[
                  { value: '', label: usable.length === 0 ? t`No verified accounts yet` : t`Choose an account` },
                  ...usable.map((a) => ({
                    value: a.id,
                    label: `${a.provider} · ${a.type === 'mobile_money' ? formatGhanaPhoneLocal(a.accountNumber) : a.accountNumber}`,
                  })),
                ]}
                {...form.getInputProps('accountId')}
              />
              <NativeSelect
                label={t`Speed`}
                data={[
                  { value: 'standard', label: t`Standard · free, 3 business days` },
                  { value: 'instant', label: t`Instant · 1.75% fee, minutes` },
                ]}
                {...form.getInputProps('transferType')}
              />
            </>
          ) : (
            <TextInput
              label={v.kind === 'payment' ? t`Who to pay` : t`Who to ask`}
              placeholder={t`Phone, e-mail or @username`}
              autoComplete="off"
              {...form.getInputProps('recipient')}
            />
          )}
          <TextInput label={t`Amount (₵)`} inputMode="decimal" placeholder="150.00" {...form.getInputProps('amount')} />
          <TextInput label={t`Message (optional)`} placeholder={t`Rent`} maxLength={200} {...form.getInputProps('message')} />
          <NativeSelect label={t`Repeat`} data={repeatOptions()} {...form.getInputProps('repeat')} />
          {v.repeat === 'weekly' && <NativeSelect label={t`On`} data={weekdayOptions()} {...form.getInputProps('weekday')} />}
          {v.repeat === 'monthly_day' && <NativeSelect label={t`On`} data={monthDayOptions()} {...form.getInputProps('monthDay')} />}
          <Group grow gap="sm" align="flex-start">
            <TextInput type="date" label={t`From`} min={todayInGhana()} {...form.getInputProps('start')} />
            <TextInput type="date" label={t`Until (optional)`} min={v.start} {...form.getInputProps('end')} />
          </Group>
          <Text size="xs" c="dimmed">
            {t`${describeRule(ruleFor(v.repeat, { weekday: Number(v.weekday), monthDay: Number(v.monthDay) }))} at 08:00.`}{' '}
            {v.kind === 'payment'
              ? t`Each one is an ordinary payment: your limits and protections apply.`
              : v.kind === 'transfer'
                ? t`Each one is an ordinary transfer to your account: its fee and your limits apply.`
                : t`Each time, they get a request to answer.`}
          </Text>
          <Group grow gap="sm">
            <Button variant="default" onClick={onDone}>
              <Trans>Close</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Set it up</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
