import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isUnauthorized } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { frequentContactsQuery } from './contacts-queries';
import { contactFromFrequent, contactFromSearchResult } from './contact-directory';

/** The spec: search fires after a 300 ms pause, and only from 2 characters. */
const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;

export function useFrequentContacts() {
  const query = useQuery({ ...frequentContactsQuery(), select: (contacts) => contacts.map(contactFromFrequent) });
  return { contacts: query.data ?? [], loading: query.isPending && query.fetchStatus !== 'idle' };
}

/**
 * Users matching the typed text, debounced. A failed search reads as no results (the spec); a 401
 * (the session ended) goes to /auth, as the spec says for recipient search.
 * `searching` covers the debounce too, so "No results" never flashes before the search has run.
 */
export function useUserSearch(text: string, minLength = SEARCH_MIN_LENGTH) {
  const trimmed = text.trim();
  const [debounced] = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= minLength;
  const query = useQuery(
    trpc.social.searchUsers.queryOptions(
      { q: debounced },
      { enabled, staleTime: 30_000, select: (results) => results.map(contactFromSearchResult) },
    ),
  );
  const navigate = useNavigate();
  useEffect(() => {
    if (isUnauthorized(query.error)) void navigate({ to: '/auth' });
  }, [query.error, navigate]);
  return {
    results: enabled && !query.isError ? (query.data ?? []) : [],
    searching: trimmed !== debounced || (enabled && query.isPending && !query.isError),
  };
}
