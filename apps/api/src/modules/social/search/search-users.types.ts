import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search-query';

const TOO_SHORT = 'Type at least 2 characters to search';

export const ZSearchUsersRequestSchema = z.object({
  q: z
    .string({ error: TOO_SHORT })
    .trim()
    .min(SEARCH_MIN_LENGTH, TOO_SHORT)
    .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`),
});

const ZSearchResultSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null unless a friend, saved contact or past counterparty, or the searcher typed it in full. */
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** A masked hint to tell people apart: "024•••••56", "a•••@example.com". */
  phoneHint: z.string().nullable(),
  emailHint: z.string().nullable(),
  /** Null in a name-only answer. */
  username: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isVerified: z.boolean(),
  isFriend: z.boolean(),
  lastTransactionDate: z.string().nullable(),
  /**
   * A stranger found by their whole phone number or e-mail address: only the name (and what was
   * typed) is told, to confirm before paying. No username, picture or masked contacts.
   */
  nameOnly: z.boolean(),
});

/** At most 20, best match first. */
export const ZSearchUsersResponseSchema = z.array(ZSearchResultSchema);

export type TSearchUsersRequest = z.input<typeof ZSearchUsersRequestSchema>;
export type TSearchResult = z.infer<typeof ZSearchResultSchema>;
export type TSearchUsersResponse = z.infer<typeof ZSearchUsersResponseSchema>;
