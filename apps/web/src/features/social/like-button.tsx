import { plural, t } from '@lingui/core/macro';
import { Button } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { failureToast } from '../money';
import { showToast } from '../../lib/toast';
import { likesQuery, useRefreshSocial } from './social-queries';

/** The like toggle with its count (the list of likes is the count; isMine says whether it is ours). */
export function LikeButton({ transactionId }: { transactionId: number }) {
  const { data: likes = [] } = useQuery(likesQuery(transactionId));
  const refresh = useRefreshSocial(transactionId);
  const liked = likes.some((like) => like.isMine);
  const toggle = useMutation(
    trpc.social.toggleLike.mutationOptions({
      onSuccess: () => void refresh(),
      onError: (error) => showToast(failureToast(error, t`Error`, t`Failed to toggle like.`)),
    }),
  );
  return (
    <Button
      variant={liked ? 'light' : 'subtle'}
      color={liked ? 'red' : 'gray'}
      size="compact-sm"
      aria-pressed={liked}
      aria-label={
        liked
          ? plural(likes.length, { one: 'Unlike, # like', other: 'Unlike, # likes' })
          : plural(likes.length, { one: 'Like, # like', other: 'Like, # likes' })
      }
      loading={toggle.isPending}
      onClick={() => toggle.mutate({ id: transactionId })}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>&nbsp;{likes.length}
    </Button>
  );
}
