import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

export const reactionsQuery = (id: number) => trpc.social.listReactions.queryOptions({ id });
export const likesQuery = (id: number) => trpc.social.listLikes.queryOptions({ id });
export const commentsQuery = (id: number) => trpc.social.listComments.queryOptions({ id });

/** After a like or a comment, every view of that transaction's social state is refetched. */
export function useRefreshSocial(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: likesQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: commentsQuery(id).queryKey }),
      ]),
    [queryClient, id],
  );
}
