import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { initialsOf } from '../../lib/user-display';
import { UserAvatar } from '../../components/user-avatar';
import type { PickedContact } from './contact-directory';
import classes from './contacts.module.css';

/** One person in a picker list: their avatar (initials for a number without an account), name, @username, and phone or email. */
export function ContactRow({ contact, onPick }: { contact: PickedContact; onPick: (contact: PickedContact) => void }) {
  const [first, ...rest] = contact.name.split(' ');
  const detail = [contact.username ? `@${contact.username}` : null, contact.phone ?? contact.email ?? contact.hint]
    .filter(Boolean)
    .join(' • ');
  return (
    <UnstyledButton className={classes.row} onClick={() => onPick(contact)}>
      <Group wrap="nowrap" gap="sm">
        {contact.id ? (
          // The spec: a person with an account shows the avatar generated from their user id.
          <UserAvatar userId={contact.id} firstName={first} lastName={rest.at(-1)} profileImageUrl={contact.profileImageUrl} size={40} />
        ) : (
          <Avatar src={contact.profileImageUrl} alt="" radius="xl" color="kente" size={40}>
            {initialsOf(first, rest.at(-1))}
          </Avatar>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {contact.name}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed" truncate>
              {detail}
            </Text>
          )}
        </div>
        <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      </Group>
    </UnstyledButton>
  );
}
