import { t } from '@lingui/core/macro';
import { Group, Loader, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PickedContact } from './contact-directory';
import { ContactRow } from './contact-row';
import classes from './contacts.module.css';

interface ContactSectionProps {
  title: string;
  contacts: readonly PickedContact[];
  onPick: (contact: PickedContact) => void;
  loading?: boolean;
  loadingText?: string;
  emptyText: ReactNode;
}

/** A titled list of contacts with its loading and empty states. */
export function ContactSection({ title, contacts, onPick, loading = false, loadingText, emptyText }: ContactSectionProps) {
  const headingId = `contacts-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {title}
      </Title>
      <Paper withBorder radius="md" p={4}>
        {loading ? (
          <Group gap="xs" justify="center" p="md" role="status">
            <Loader size="sm" />
            <Text size="sm">{loadingText ?? t`Loading...`}</Text>
          </Group>
        ) : contacts.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" p="md">
            {emptyText}
          </Text>
        ) : (
          <ul className={classes.list}>
            {contacts.map((contact, index) => (
              <li key={contact.id ?? `${contact.name}-${index}`}>
                <ContactRow contact={contact} onPick={onPick} />
              </li>
            ))}
          </ul>
        )}
      </Paper>
    </section>
  );
}
