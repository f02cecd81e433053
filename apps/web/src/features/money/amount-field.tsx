import { translateMessage } from '../../lib/translate-message';
import { TextInput } from '@mantine/core';
import { sanitizeAmountInput } from '@ghanapay/validators/input';
import classes from './money.module.css';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
  autoFocus?: boolean;
}

/**
 * The amount in cedis: a text field (not type=number, whose value goes through a float) that keeps
 * digits and at most 2 decimals, the spec's step 0.01.
 */
export function AmountField({ label, value, onChange, error, onBlur, autoFocus }: AmountFieldProps) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(sanitizeAmountInput(event.currentTarget.value))}
      onBlur={onBlur}
      error={typeof error === 'string' ? translateMessage(error) : error}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      leftSection={<span aria-hidden="true">₵</span>}
      leftSectionProps={{ style: { fontSize: 24, fontWeight: 700 } }}
      className={classes.amountInput}
      autoFocus={autoFocus}
      required
    />
  );
}
