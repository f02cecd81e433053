import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useSendFriendRequest } from './use-send-friend-request';
import { PersonRow } from '../../components/person-row';
import classes from './friends.module.css';
import { SearchField } from '../../components/search-field';

const SEARCH_MIN = 2;
const SEARCH_DEBOUNCE_MS = 300;

/** Finds people by name, phone, email or @username (2+ characters) and sends them a request. */
export function FriendSearchCard() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = q.length >= SEARCH_MIN;
  const results = useQuery({ ...trpc.social.searchUsers.queryOptions({ q }), enabled });
  const send = useSendFriendRequest();
  // Requests sent from this card: the row says so until the search runs again.
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SearchField
          aria-label={t`Search people`}
          placeholder={t`Search by name, phone, email or username...`}
          value={text}
          onValueChange={setText}
          data-autofocus
        />
        {text.trim().length > 0 && text.trim().length < SEARCH_MIN && (
          <Text size="sm" c="dimmed">
            <Trans>Type at least 2 characters to search</Trans>
          </Text>
        )}
        {enabled && results.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No results found for "{q}"</Trans>
          </Text>
        )}
        {enabled && results.data && results.data.length > 0 && (
          <ul className={classes.list} aria-label={t`Search results`}>
            {results.data.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                actions={
                  person.isFriend ? (
                    <Badge variant="light" color="kente" c="kente.9">
                      <Trans>Friends</Trans>
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      disabled={sent.has(person.id) || (send.isPending && send.variables?.addresseeId === person.id)}
                      onClick={() =>
                        send.mutate({ addresseeId: person.id }, { onSuccess: () => setSent((s) => new Set([...s, person.id])) })
                      }
                    >
                      {sent.has(person.id) ? t`Request Sent` : t`Add`}
                    </Button>
                  )
                }
              />
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
