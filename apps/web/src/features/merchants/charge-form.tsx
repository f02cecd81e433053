import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { readAmountInput } from '@ghanapay/validators/input';
import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AmountField } from '../money';
import type { Charge } from './merchant-qr-modal';

const REFERENCE = /^[A-Za-z0-9 -]*$/;

/** "Charge an amount": the sale's amount and an optional reference (a table, an invoice) → a dynamic code. */
export function ChargeForm({ onCharge }: { onCharge: (charge: Charge) => void }) {
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reference?: string }>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readAmountInput(amount);
    const ref = reference.trim();
    const next = {
      amount: read.ok ? undefined : read.message,
      reference: REFERENCE.test(ref) ? undefined : t`Reference: letters, digits, spaces and dashes`,
    };
    setErrors(next);
    if (read.ok && !next.reference) onCharge({ amount: read.wire, ...(ref ? { reference: ref } : {}) });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="charge-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="charge-title">
            <Trans>Charge an amount</Trans>
          </Title>
          <AmountField label={t`Amount`} value={amount} onChange={(value) => (setAmount(value), setErrors({}))} error={errors.amount} />
          <TextInput
            label={t`Reference (optional)`}
            placeholder={t`Table 4, invoice 1021…`}
            maxLength={25}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={errors.reference}
          />
          <Button type="submit">
            <Trans>Show code for this sale</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
