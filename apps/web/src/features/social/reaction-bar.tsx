import { t } from '@lingui/core/macro';
import { ActionIcon, Button, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { failureToast } from '../money';
import { showToast } from '../../lib/toast';
import { REACTION_PALETTE, moreReactionsLabel, summariseReactions } from './social-display';
import { reactionsQuery } from './social-queries';
import classes from './social.module.css';

/** Up to 6 reactions plus "+N more", and the 24-emoji picker in a 6-column grid. */
export function ReactionBar({ transactionId }: { transactionId: number }) {
  const queryClient = useQueryClient();
  const query = reactionsQuery(transactionId);
  const { data: reactions = [] } = useQuery(query);
  const [pickerOpen, setPickerOpen] = useState(false);
  const onSuccess = (next: typeof reactions) => queryClient.setQueryData(query.queryKey, next);
  // The spec leaves a failed reaction unshown; a person should know their tap did not count.
  const onError = (error: unknown) => showToast(failureToast(error, t`Error`, t`Failed to add reaction.`));
  const add = useMutation(
    trpc.social.addReaction.mutationOptions({ onSuccess: (next) => (onSuccess(next), setPickerOpen(false)), onError }),
  );
  const remove = useMutation(
    trpc.social.removeReaction.mutationOptions({
      onSuccess,
      onError: (error) => showToast(failureToast(error, t`Error`, t`Failed to remove reaction.`)),
    }),
  );
  const posting = add.isPending || remove.isPending;
  const { shown, more } = summariseReactions(reactions);
  const moreLabel = moreReactionsLabel(more);

  return (
    <>
      <Group gap={6} wrap="wrap" aria-label={t`Reactions`} role="group">
        {shown.map((reaction) => (
          <UnstyledButton
            key={reaction.emoji}
            className={reaction.reactedByMe ? `${classes.reaction} ${classes.mine}` : classes.reaction}
            aria-label={`${reaction.emoji} ${reaction.count}`}
            aria-pressed={reaction.reactedByMe}
            disabled={posting}
            onClick={() =>
              reaction.reactedByMe
                ? remove.mutate({ id: transactionId, emoji: reaction.emoji })
                : add.mutate({ id: transactionId, emoji: reaction.emoji })
            }
          >
            {reaction.emoji} <span>{reaction.count}</span>
          </UnstyledButton>
        ))}
        {moreLabel && (
          <Text size="xs" c="dimmed">
            {moreLabel}
          </Text>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          // 28 px, as tall as the reaction chips beside it: a finger's target (22 px was under the 24 px minimum).
          size="md"
          aria-label={t`Add reaction`}
          aria-expanded={pickerOpen}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <span aria-hidden="true">☺</span>
        </ActionIcon>
      </Group>
      {pickerOpen && (
        <SimpleGrid cols={6} spacing={4} role="group" aria-label={t`Choose a reaction`} className={classes.picker}>
          {REACTION_PALETTE.map((emoji) => (
            <Button
              key={emoji}
              variant="subtle"
              color="gray"
              size="compact-md"
              px={0}
              disabled={posting}
              aria-label={t`React with ${emoji}`}
              onClick={() => add.mutate({ id: transactionId, emoji })}
            >
              {emoji}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
