import { translatedResolver } from '../../../lib/form-resolver';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { zName } from '@ghanapay/validators';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';

const zNames = z.object({ firstName: zName('First name'), lastName: zName('Last name') });

interface NameStepProps {
  initial: { firstName: string; lastName: string };
  onContinue: (names: { firstName: string; lastName: string }) => void;
}

/** Step 3: first and last name (at least 2 characters each). */
export function NameStep({ initial, onContinue }: NameStepProps) {
  const form = useForm({ initialValues: initial, validate: translatedResolver(zNames), validateInputOnBlur: true });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onContinue({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }))}
    >
      <Stack gap="md">
        <TextInput label={t`First Name`} autoComplete="given-name" required autoFocus {...form.getInputProps('firstName')} />
        <TextInput label={t`Last Name`} autoComplete="family-name" required {...form.getInputProps('lastName')} />
        <Button type="submit" size="md" fullWidth>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
