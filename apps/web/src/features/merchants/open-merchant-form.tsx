import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { loadTrpcClient, type TrpcInput } from '../../lib/trpc-query';
import { failureToast } from '../money';
import { MERCHANT_CATEGORIES } from './merchant-categories';
import { myMerchantQuery } from './merchant-queries';

interface Values {
  businessName: string;
  categoryCode: string;
  city: string;
}

// The code carries the name and city as EMVCo text (ID 59: 25 characters, ID 60: 15); the server
// holds the same rules (merchant.types.ts) and its message wins if these ever differ.
const EMV_TEXT = /^[A-Za-z0-9][A-Za-z0-9 &'.,-]*$/;
const checkText = (value: string, min: number, max: number, message: string) => {
  const text = value.trim();
  return text.length >= min && text.length <= max && EMV_TEXT.test(text) ? null : message;
};

/** Which field a server refusal is about (its messages name the field first). */
const fieldOf = (message: string): keyof Values =>
  message.startsWith('City') ? 'city' : message.startsWith('Choose') ? 'categoryCode' : 'businessName';

type Errors = Partial<Record<keyof Values, string>>;

const validate = (values: Values): Errors =>
  Object.fromEntries(
    Object.entries({
      businessName: checkText(values.businessName, 2, 25, t`Business name must be 2 to 25 letters, digits or spaces`),
      categoryCode: values.categoryCode ? null : t`Choose what your business sells`,
      city: checkText(values.city, 2, 15, t`City must be 2 to 15 letters`),
    }).filter(([, message]) => message !== null),
  );

/**
 * Three fields, checked when sent, a field's message gone once it is changed (what @mantine/form did
 * here, without its 6 KiB on the /merchant first screen).
 */
function useFields() {
  const [values, setValues] = useState<Values>({ businessName: '', categoryCode: '', city: '' });
  const [errors, setErrors] = useState<Errors>({});
  const inputProps = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  return { values, inputProps, setErrors };
}

/** No profile yet: the business's name, its category and city; the merchant ID comes back from the server. */
export function OpenMerchantForm() {
  const queryClient = useQueryClient();
  const form = useFields();
  const open = useMutation({
    mutationFn: async (input: TrpcInput<'money.openMerchant'>) => (await loadTrpcClient()).money.openMerchant.mutate(input),
    onSuccess: (merchant) => {
      // The screen turns into the dashboard, the merchant ID large: no toast to cover the code shown next.
      queryClient.setQueryData(myMerchantQuery().queryKey, merchant);
    },
    onError: (error) => {
      if (httpStatusOf(error) === 409) void queryClient.invalidateQueries({ queryKey: myMerchantQuery().queryKey });
      else if (httpStatusOf(error) === 400) form.setErrors({ [fieldOf(errorMessage(error))]: errorMessage(error) });
      else showToast(failureToast(error, t`Could not open your business`, t`Please try again.`));
    },
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const { values } = form;
          const errors = validate(values);
          form.setErrors(errors);
          if (Object.keys(errors).length === 0)
            open.mutate({ ...values, businessName: values.businessName.trim(), city: values.city.trim() });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Receive payments as a business</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Get a merchant ID and a GhQR code customers scan to pay you. The money lands in this wallet.</Trans>
          </Text>
          <TextInput
            label={t`Business name`}
            placeholder={t`e.g. Auntie Ama Chop Bar`}
            maxLength={25}
            {...form.inputProps('businessName')}
          />
          {/* The phone's own picker: a long list is easier to scroll there, and it costs no script. */}
          <NativeSelect
            label={t`Category`}
            data={[
              { value: '', label: t`What do you sell?`, disabled: true },
              ...MERCHANT_CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) })),
            ]}
            {...form.inputProps('categoryCode')}
          />
          <TextInput label={t`City or town`} placeholder={t`e.g. Accra`} maxLength={15} {...form.inputProps('city')} />
          <Button type="submit" loading={open.isPending}>
            <Trans>Open my business</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
