import { msg, t } from '@lingui/core/macro';
import { Button, Group } from '@mantine/core';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import type { KeyboardEvent } from 'react';
import type { ContactChannel } from './contact-entry';

const CHANNELS = [
  { value: 'phone', label: msg`Phone`, Icon: IconPhone },
  { value: 'email', label: msg`Email`, Icon: IconMail },
] as const;

/** Phone or email for step 1: a radio group drawn as two buttons (arrow keys switch, as in any radio group). */
export function ChannelToggle({ value, onChange }: { value: ContactChannel; onChange: (next: ContactChannel) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'phone' ? 'email' : 'phone';
    onChange(next);
    document.getElementById(`signup-channel-${next}`)?.focus();
  };
  return (
    <Group role="radiogroup" aria-label={t`Sign up with`} grow gap="xs" onKeyDown={onKeyDown}>
      {CHANNELS.map(({ value: channel, label, Icon }) => {
        const checked = value === channel;
        return (
          <Button
            key={channel}
            id={`signup-channel-${channel}`}
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            variant={checked ? 'filled' : 'default'}
            leftSection={<Icon size={18} aria-hidden="true" />}
            onClick={() => onChange(channel)}
          >
            {t(label)}
          </Button>
        );
      })}
    </Group>
  );
}
