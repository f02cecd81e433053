import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { frequentContacts, searchUsers } from './contact-directory';

/** The spec: search fires after a 300 ms pause, and only from 2 characters. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;

export function useFrequentContacts() {
  return useQuery({ queryKey: ['contacts', 'frequent'], queryFn: ({ signal }) => frequentContacts(signal) });
}

/**
 * Users matching the typed text, debounced. `searching` covers the debounce too, so "No results"
 * never flashes before the search has run.
 */
export function useUserSearch(text: string, minLength = SEARCH_MIN_LENGTH) {
  const trimmed = text.trim();
  const [debounced] = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= minLength;
  const query = useQuery({
    queryKey: ['contacts', 'search', debounced],
    queryFn: ({ signal }) => searchUsers(debounced, signal),
    enabled,
    staleTime: 30_000,
  });
  return {
    results: enabled ? (query.data ?? []) : [],
    searching: trimmed !== debounced || (enabled && query.isFetching && !query.data),
  };
}
