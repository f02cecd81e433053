import { t } from '@lingui/core/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import type { inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../../lib/trpc';
import { previewComments } from './social-display';
import classes from './social.module.css';

type Comment = inferOutput<typeof trpc.social.listComments>[number];

/** The latest 2 comments, then "View all N comments" (which opens the activity sheet). */
export function CommentPreviews({ comments, onViewAll }: { comments: readonly Comment[]; onViewAll: () => void }) {
  const { preview, viewAllLabel } = previewComments(comments);
  if (preview.length === 0) return null;
  return (
    <Stack gap={2} aria-label={t`Comments`}>
      {preview.map((comment) => (
        <Text key={comment.id} className={classes.comment}>
          <Text span fw={600} size="sm">
            {comment.isMine ? t`You` : comment.userName}
          </Text>{' '}
          {comment.comment}
        </Text>
      ))}
      {viewAllLabel && (
        <Anchor component="button" type="button" size="xs" c="dimmed" onClick={onViewAll} style={{ alignSelf: 'flex-start' }}>
          {viewAllLabel}
        </Anchor>
      )}
    </Stack>
  );
}
