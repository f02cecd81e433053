import { TextInput, type TextInputProps } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';

interface SearchFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (value: string) => void;
}

/** The search box every list screen uses: magnifier, type=search, no browser autocomplete. */
export function SearchField({ value, onValueChange, ...props }: SearchFieldProps) {
  return (
    <TextInput
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      type="search"
      autoComplete="off"
      {...props}
    />
  );
}
