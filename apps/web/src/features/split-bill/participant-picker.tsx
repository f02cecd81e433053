import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis, type Pesewas } from '@ghanapay/money';
import { normalizeGhanaPhone } from '@ghanapay/validators/input';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchField } from '../../components/search-field';
import { UserAvatar } from '../../components/user-avatar';
import { trpc } from '../../lib/trpc';
import type { SplitPerson } from './split-bill-form';
import { TextedPersonAvatar } from './texted-person-avatar';
import classes from './split-bill.module.css';

const SEARCH_MIN = 2;
const SEARCH_DEBOUNCE_MS = 300;

function PersonLine({ person, right }: { person: SplitPerson; right?: React.ReactNode }) {
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  // "(You)" is its own text (split-bill.spec reads it so): a mark after a name, in every language.
  const name = person.isCreator ? `${fullName} ${t`(You)`}` : fullName;
  return (
    <li className={classes.row} aria-label={name}>
      <Group wrap="nowrap" gap="sm">
        {person.phoneNumber ? (
          // The number stands in for the name until one is given: letters only, so a number shows the icon.
          <TextedPersonAvatar name={`${person.firstName} ${person.lastName}`} size={36} />
        ) : (
          <UserAvatar
            userId={person.id}
            firstName={person.firstName}
            lastName={person.lastName}
            profileImageUrl={person.profileImageUrl}
            size={36}
          />
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          {person.username && (
            <Text size="xs" c="dimmed" truncate>
              @{person.username}
            </Text>
          )}
          {person.phoneNumber && (
            <Text size="xs" c="dimmed" truncate>
              <Trans>No wallet: we text them a link to pay</Trans>
            </Text>
          )}
        </div>
        {right}
      </Group>
    </li>
  );
}

/** Who shares the bill: the creator (never removable) and the people found by search (2+ characters). */
export function ParticipantPicker({
  people,
  shares,
  onAdd,
  onRemove,
  error,
}: {
  people: SplitPerson[];
  shares: (Pesewas | null)[];
  onAdd: (person: SplitPerson) => void;
  onRemove: (id: string) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = q.length >= SEARCH_MIN;
  const results = useQuery({ ...trpc.social.searchUsers.queryOptions({ q }), enabled });
  const added = new Set(people.map((p) => p.id));
  const found = (results.data ?? []).filter((r) => !added.has(r.id));
  // A whole Ghana number nobody was found by: add it, and they are texted a link to their share.
  const phone = normalizeGhanaPhone(q);
  const byPhone: SplitPerson | null =
    enabled && results.data && found.length === 0 && phone && !added.has(`phone:${phone}`)
      ? {
          id: `phone:${phone}`,
          firstName: formatGhanaPhoneLocal(phone),
          lastName: '',
          username: null,
          email: null,
          profileImageUrl: null,
          isCreator: false,
          phoneNumber: phone,
        }
      : null;

  return (
    <Stack gap="sm">
      <ul className={classes.list} aria-label={t`Participants`}>
        {people.map((person, i) => (
          <PersonLine
            key={person.id}
            person={person}
            right={
              <Group gap={6} wrap="nowrap">
                {shares[i] != null && (
                  <Text size="sm" fw={600} className={classes.amount}>
                    {formatCedis(shares[i])}
                  </Text>
                )}
                {!person.isCreator && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t`Remove ${person.firstName} ${person.lastName}`}
                    onClick={() => onRemove(person.id)}
                  >
                    <IconX size={18} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
            }
          />
        ))}
      </ul>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <SearchField
        aria-label={t`Search people to add`}
        placeholder={t`Search by name, phone, email or username...`}
        value={text}
        onValueChange={setText}
      />
      {text.trim().length > 0 && text.trim().length < SEARCH_MIN && (
        <Text size="sm" c="dimmed">
          <Trans>Type at least 2 characters to search</Trans>
        </Text>
      )}
      {enabled && results.data && found.length === 0 && !byPhone && (
        <Text size="sm" c="dimmed">
          <Trans>No results found for "{q}"</Trans>
        </Text>
      )}
      {byPhone && (
        <ul className={classes.list} aria-label={t`Search results`}>
          <PersonLine
            person={byPhone}
            right={
              <Button
                size="xs"
                aria-label={t`Add ${byPhone.firstName} by SMS`}
                onClick={() => {
                  onAdd(byPhone);
                  setText('');
                }}
              >
                <Trans>Add</Trans>
              </Button>
            }
          />
        </ul>
      )}
      {enabled && found.length > 0 && (
        <ul className={classes.list} aria-label={t`Search results`}>
          {found.map((r) => {
            const person: SplitPerson = {
              id: r.id,
              firstName: r.firstName,
              lastName: r.lastName,
              username: r.username,
              email: r.email,
              profileImageUrl: r.profileImageUrl,
              isCreator: false,
            };
            return (
              <PersonLine
                key={r.id}
                person={person}
                right={
                  <Button
                    size="xs"
                    aria-label={t`Add ${r.firstName} ${r.lastName}`}
                    onClick={() => {
                      onAdd(person);
                      setText('');
                    }}
                  >
                    <Trans>Add</Trans>
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
