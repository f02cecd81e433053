import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { CustomerCard } from './customer-card';
import { StaffFrame } from './staff-frame';
import type { CustomerRecord } from './staff-queries';

/** The API's words for a reason too short (English on the wire); shown translated. */
// eslint-disable-next-line lingui/no-unlocalized-strings
const REASON_RULE = 'Say why you are looking (at least 10 characters)';

/** /staff: find a customer. The reason comes first: it is recorded in the audit log with what is shown. */
export default function LookupScreen() {
  return (
    <StaffFrame section="lookup">
      {(me) =>
        me.canLookUp ? (
          <Lookup canFreeze={me.canFreeze} />
        ) : (
          <Text>
            <Trans>Only support and compliance staff can look up customers.</Trans>
          </Text>
        )
      }
    </StaffFrame>
  );
}

function Lookup({ canFreeze }: { canFreeze: boolean }) {
  const [customer, setCustomer] = useState<CustomerRecord | null>(null);
  const form = useForm({
    initialValues: { reason: '', query: '' },
    validate: {
      reason: (v) => (v.trim().length >= 10 ? null : t`Say why you are looking (at least 10 characters)`),
      query: (v) => (v.trim() ? null : t`Enter a phone number, username, e-mail or reference`),
    },
  });
  const lookup = useMutation(
    trpc.staff.lookupCustomer.mutationOptions({
      onSuccess: setCustomer,
      onError: (error) => {
        setCustomer(null);
        const tooShort = httpStatusOf(error) === 400 && error.message === REASON_RULE;
        form.setErrors(tooShort ? { reason: t`Say why you are looking (at least 10 characters)` } : { query: errorMessage(error) });
      },
    }),
  );
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <form noValidate onSubmit={form.onSubmit((values) => lookup.mutate({ reason: values.reason.trim(), query: values.query.trim() }))}>
          <Stack gap="sm">
            <Textarea
              label={t`Why are you looking?`}
              description={t`Recorded in the audit log with what you see`}
              placeholder={t`e.g. Customer called about a missing payment`}
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
            <TextInput
              label={t`Customer`}
              placeholder={t`Phone, username, e-mail or reference`}
              autoComplete="off"
              {...form.getInputProps('query')}
            />
            <Button type="submit" loading={lookup.isPending}>
              <Trans>Look up</Trans>
            </Button>
          </Stack>
        </form>
      </Paper>
      {customer && <CustomerCard customer={customer} canFreeze={canFreeze} onChange={setCustomer} />}
    </Stack>
  );
}
