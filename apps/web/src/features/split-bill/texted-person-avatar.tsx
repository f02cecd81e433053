import { Avatar } from '@mantine/core';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';

/** The first letter of each of a name's first two words; '' for a name without letters (a phone number). */
export function letterInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/**
 * Someone added by phone number has no account, so no picture and no cartoon of theirs: the initials
 * of the name they were given, else a person icon (never the "0" of their number).
 */
export function TextedPersonAvatar({ name, size }: { name: string; size: number }) {
  const initials = letterInitials(name);
  return (
    <Avatar radius="xl" color="gray" size={size} alt="" data-testid="texted-person-avatar">
      {initials || <IconUser size={Math.round(size * 0.55)} aria-hidden="true" />}
    </Avatar>
  );
}
