import { msg, t } from '@lingui/core/macro';
import { ActionIcon, Group, TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import IconAt from '@tabler/icons-react/dist/esm/icons/IconAt.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { effectiveLoginIdKind, loginIdInputHints, type LoginIdKind } from './login-id-kind';

const KINDS = [
  { kind: 'email', label: msg`Use email`, Icon: IconMail },
  { kind: 'phone', label: msg`Use phone number`, Icon: IconPhone },
  { kind: 'username', label: msg`Use username`, Icon: IconAt },
] as const;

interface LoginIdFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  override: LoginIdKind | null;
  onOverride: (kind: LoginIdKind | null) => void;
}

/** One field for email, phone or username; the guessed kind shows as an icon, and icons override it. */
export function LoginIdField({ value, onChange, override, onOverride, ...inputProps }: LoginIdFieldProps) {
  const kind = effectiveLoginIdKind(value, override);
  const hints = loginIdInputHints(kind);
  const KindIcon = KINDS.find((k) => k.kind === kind)!.Icon;
  return (
    <TextInput
      label={t`Email, Phone, or Username`}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      inputMode={hints.inputMode}
      placeholder={hints.placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<KindIcon size={18} aria-hidden="true" />}
      rightSectionWidth={104}
      rightSection={
        // Names come from hidden text, not aria-label, so getByLabel('Email, Phone, or Username') stays unique.
        <Group gap={2} role="group" aria-label={t`Type of sign-in ID`} wrap="nowrap">
          {KINDS.map(({ kind: k, label, Icon }) => (
            <ActionIcon
              key={k}
              variant={kind === k ? 'filled' : 'subtle'}
              color={kind === k ? 'kente' : 'gray.7'}
              size="md"
              aria-pressed={kind === k}
              onClick={() => onOverride(override === k ? null : k)}
            >
              <Icon size={16} aria-hidden="true" />
              <VisuallyHidden>{t(label)}</VisuallyHidden>
            </ActionIcon>
          ))}
        </Group>
      }
      {...inputProps}
    />
  );
}
