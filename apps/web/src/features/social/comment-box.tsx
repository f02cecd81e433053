import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { failureToast } from '../money';
import { showToast } from '../../lib/toast';
import { useRefreshSocial } from './social-queries';

/** Adds a trimmed comment; Post is disabled while empty or posting, and Enter sends; a posted comment clears the box and calls onPosted. */
export function CommentBox({
  transactionId,
  autoFocus = false,
  onPosted,
}: {
  transactionId: number;
  autoFocus?: boolean;
  onPosted?: () => void;
}) {
  const [text, setText] = useState('');
  const refresh = useRefreshSocial(transactionId);
  const add = useMutation(
    trpc.social.addComment.mutationOptions({
      onSuccess: () => {
        setText('');
        void refresh();
        onPosted?.();
      },
      onError: (error) => showToast(failureToast(error, t`Error`, t`Failed to add comment.`)),
    }),
  );
  const comment = text.trim();
  const post = () => {
    if (comment && !add.isPending) add.mutate({ id: transactionId, comment });
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        aria-label={t`Add a comment`}
        placeholder={t`Add a comment...`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            post();
          }
        }}
        maxLength={500}
        size="xs"
        style={{ flex: 1 }}
        data-autofocus={autoFocus || undefined}
      />
      <Button size="xs" onClick={post} disabled={!comment || add.isPending} loading={add.isPending}>
        <Trans>Post</Trans>
      </Button>
    </Group>
  );
}
