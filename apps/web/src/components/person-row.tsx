import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { fullNameOf } from '../lib/user-display';
import { UserAvatar } from './user-avatar';
import classes from './person-row.module.css';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  /** Null for a stranger found by their whole number (the search tells only the name). */
  username: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
}

/** A person in a friends list: avatar and name link to the profile; actions on the right. */
export function PersonRow({ person, detail, actions }: { person: Person; detail?: ReactNode; actions?: ReactNode }) {
  const name = fullNameOf(person);
  return (
    <li className={classes.row} aria-label={name}>
      <Group wrap="nowrap" gap="sm">
        <Link to="/profile/$userId" params={{ userId: person.id }} aria-label={t`Profile of ${name}`}>
          <UserAvatar
            userId={person.id}
            firstName={person.firstName}
            lastName={person.lastName}
            profileImageUrl={person.profileImageUrl}
            size={42}
          />
        </Link>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            {person.isVerified && (
              <Badge size="xs" variant="light" color="kente" c="kente.9">
                <Trans>Verified</Trans>
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {detail ?? (person.username ? `@${person.username}` : null)}
          </Text>
        </div>
        {actions}
      </Group>
    </li>
  );
}

/** The list person rows sit in (no bullets, a small gap). */
export function PersonList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}
