import { cardBrandOf, cardDigits, zAddCardForm } from '@ghanapay/validators';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { firstIssue, showAccountFailure } from './account-toasts';
import { useRefreshAccounts } from './linked-accounts-queries';

interface Values {
  cardNumber: string;
  cardholderName: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  bankName: string;
}

const card = zAddCardForm.shape;
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const BRAND_LABELS = { visa: 'Visa', mastercard: 'Mastercard', verve: 'Verve' } as const;

/** Groups of four as the number is typed: "4111 1111 1111 1111". */
function groupDigits(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Add Card dialog (the spec's six fields). The CVV is sent once to be checked and never kept. */
export function AddCardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refresh = useRefreshAccounts();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 12 }, (_, i) => String(thisYear + i));
  const form = useForm<Values>({
    initialValues: { cardNumber: '', cardholderName: '', expiryMonth: '', expiryYear: '', cvv: '', bankName: '' },
    // The server's own rules and messages (zAddCardForm), field by field.
    validate: {
      cardNumber: (v) => firstIssue(card.cardNumber, v),
      cardholderName: (v) => firstIssue(card.cardholderName, v),
      expiryMonth: (v) => firstIssue(card.expiryMonth, v),
      expiryYear: (v) => firstIssue(card.expiryYear, v),
      cvv: (v) => firstIssue(card.cvv, v),
      bankName: (v) => firstIssue(card.bankName, v),
    },
  });
  const add = useMutation(
    trpc.accounts.addCard.mutationOptions({
      onSuccess: () => {
        showToast({ title: 'Success', message: 'Card added successfully' });
        void refresh();
        form.reset();
        onClose();
      },
      // The spec: card errors show the server's message.
      onError: (error) => showAccountFailure(error, 'Error', errorMessage(error, 'Could not add the card')),
    }),
  );
  const close = () => {
    form.reset();
    onClose();
  };
  const brand = cardBrandOf(cardDigits(form.values.cardNumber));
  return (
    <Modal opened={opened} onClose={close} title="Add Card" centered>
      <form onSubmit={form.onSubmit((values) => add.mutate({ ...values, cardNumber: cardDigits(values.cardNumber) }))} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Card Number"
            placeholder="1234 5678 9012 3456"
            inputMode="numeric"
            autoComplete="cc-number"
            description={brand ? BRAND_LABELS[brand] : undefined}
            {...form.getInputProps('cardNumber')}
            onChange={(event) => form.setFieldValue('cardNumber', groupDigits(event.currentTarget.value))}
          />
          <TextInput label="Cardholder Name" autoComplete="cc-name" {...form.getInputProps('cardholderName')} />
          <SimpleGrid cols={3} spacing="xs">
            <Select label="Month" placeholder="MM" data={MONTHS} allowDeselect={false} {...form.getInputProps('expiryMonth')} />
            <Select label="Year" placeholder="YYYY" data={years} allowDeselect={false} {...form.getInputProps('expiryYear')} />
            <TextInput label="CVV" inputMode="numeric" maxLength={4} autoComplete="cc-csc" {...form.getInputProps('cvv')} />
          </SimpleGrid>
          <TextInput label="Bank Name" placeholder="e.g. GCB Bank" {...form.getInputProps('bankName')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add Card
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
