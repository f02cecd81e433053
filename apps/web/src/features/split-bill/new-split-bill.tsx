import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis, type Pesewas } from '@ghanapay/money';
import { SPLIT_BILL_DESCRIPTION_MAX, sanitizeAmountInput } from '@ghanapay/validators/input';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { showToast, TOAST_MS } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AmountField, useIdempotencyKeys } from '../money';
import { ParticipantPicker } from './participant-picker';
import {
  checkSplitBill,
  customSum,
  mismatchText,
  previewShares,
  totalOf,
  type SplitBillErrors,
  type SplitBillFormState,
  type SplitMethod,
  type SplitPerson,
} from './split-bill-form';
import { showSplitBillFailure } from './split-bill-toasts';
import classes from './split-bill.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} className={classes.amount}>
        {value}
      </Text>
    </Group>
  );
}

/** The form: bill details, participants, split method, summary, Create Split Bill. */
export function NewSplitBill({ creator }: { creator: SplitPerson }) {
  const [state, setState] = useState<SplitBillFormState>({ description: '', total: '', method: 'equal', people: [creator], amounts: {} });
  const [errors, setErrors] = useState<SplitBillErrors>({});
  const keys = useIdempotencyKeys();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.money.createSplitBill.mutationOptions({
      onSuccess: () => {
        keys.settle();
        void queryClient.invalidateQueries({ queryKey: trpc.money.listSplitBills.pathKey() });
        showToast({ title: t`Split Bill Created`, message: t`Participants will be notified about their share.` });
        void navigate({ to: '/' });
      },
      onError: (error) => {
        keys.settle(error);
        showSplitBillFailure(error);
      },
    }),
  );

  // An edit clears the message of what it changed; the rest stay until the next submit.
  const update = (changes: Partial<SplitBillFormState>) => {
    setState((s) => ({ ...s, ...changes }));
    setErrors((e) => ({
      description: 'description' in changes ? undefined : e.description,
      total: 'total' in changes ? undefined : e.total,
      participants: 'people' in changes || 'amounts' in changes ? undefined : e.participants,
    }));
  };
  const shares = previewShares(state);
  const total = totalOf(state);
  const typed = customSum(state);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkSplitBill(state);
    if (!check.ok) {
      setErrors(check.errors);
      if (check.mismatch)
        showToast({ title: t`Amount Mismatch`, message: mismatchText(check.mismatch), destructive: true, durationMs: TOAST_MS.failure });
      return;
    }
    setErrors({});
    create.mutate({ ...check.body, idempotencyKey: keys.keyFor(check.body) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Section title={t`Bill Details`}>
          <TextInput
            label={t`Description`}
            placeholder={t`e.g. Dinner at Buka`}
            value={state.description}
            maxLength={SPLIT_BILL_DESCRIPTION_MAX}
            onChange={(e) => update({ description: e.currentTarget.value })}
            error={errors.description}
            required
          />
          <AmountField label={t`Total Amount`} value={state.total} onChange={(total) => update({ total })} error={errors.total} />
        </Section>

        <Section title={t`Participants`}>
          <ParticipantPicker
            people={state.people}
            shares={state.method === 'equal' ? shares : state.people.map(() => null)}
            onAdd={(person) => update({ people: [...state.people, person] })}
            onRemove={(id) => {
              const { [id]: _removed, ...amounts } = state.amounts;
              update({ people: state.people.filter((p) => p.id !== id), amounts });
            }}
            error={errors.participants}
          />
        </Section>

        <Section title={t`Split Method`}>
          <SegmentedControl
            fullWidth
            aria-label={t`Split method`}
            value={state.method}
            onChange={(method) => update({ method: method as SplitMethod, amounts: {} })}
            data={[
              { value: 'equal', label: t`Split Equally` },
              { value: 'custom', label: t`Custom Amounts` },
            ]}
          />
          {state.method === 'equal' ? (
            <Text size="sm" c="dimmed">
              <Trans>The total is divided equally. Any odd pesewa is yours, so nobody is asked for more than anyone else.</Trans>
            </Text>
          ) : (
            <Stack gap="xs">
              {state.people.map((p) => (
                <TextInput
                  key={p.id}
                  label={p.isCreator ? t`Your share` : t`${p.firstName} ${p.lastName}'s share`}
                  value={state.amounts[p.id] ?? ''}
                  onChange={(e) => update({ amounts: { ...state.amounts, [p.id]: sanitizeAmountInput(e.currentTarget.value) } })}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  leftSection={<span aria-hidden="true">₵</span>}
                />
              ))}
            </Stack>
          )}
        </Section>

        <Section title={t`Summary`}>
          <SummaryLine label={t`Total`} value={total === null ? '—' : formatCedis(total)} />
          <SummaryLine label={t`Participants`} value={String(state.people.length)} />
          {state.method === 'equal' ? (
            <SummaryLine
              label={t`Each pays`}
              value={shares[shares.length - 1] == null ? '—' : formatCedis(shares[shares.length - 1] as Pesewas)}
            />
          ) : (
            <>
              <SummaryLine label={t`Amounts entered`} value={formatCedis(typed)} />
              <SummaryLine label={t`Remaining`} value={total === null ? '—' : formatCedis(total - typed)} />
            </>
          )}
          <SummaryLine
            label={t`You will collect`}
            value={shares[0] == null || total === null ? '—' : formatCedis(total - (shares[0] ?? 0n))}
            strong
          />
        </Section>

        <Button type="submit" size="md" loading={create.isPending}>
          <Trans>Create Split Bill</Trans>
        </Button>
      </Stack>
    </form>
  );
}
