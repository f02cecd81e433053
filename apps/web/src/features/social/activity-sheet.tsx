import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useQuery } from '@tanstack/react-query';
import { CommentBox } from './comment-box';
import { LikeButton } from './like-button';
import { commentAuthorLabel, formatRelativeTime } from './social-display';
import { commentsQuery } from './social-queries';
import classes from './social.module.css';

/** The transaction activity sheet: like toggle with count, every comment, and the comment input. */
export function ActivitySheet({ transactionId, opened, onClose }: { transactionId: number; opened: boolean; onClose: () => void }) {
  const { data: comments = [], isPending } = useQuery({ ...commentsQuery(transactionId), enabled: opened });
  const now = new Date();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Activity`} centered>
      <Stack gap="md">
        <Group>
          <LikeButton transactionId={transactionId} />
        </Group>
        {!isPending && comments.length === 0 ? (
          <Stack gap={2} align="center" py="md">
            <Text fw={600}>
              <Trans>No comments yet</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Be the first to comment!</Trans>
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Stack gap="sm" component="ul" aria-label={t`All comments`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {comments.map((comment) => (
                <li key={comment.id}>
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {commentAuthorLabel(comment)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <time dateTime={comment.createdAt}>{formatRelativeTime(comment.createdAt, now)}</time>
                    </Text>
                  </Group>
                  <Text className={classes.comment}>{comment.comment}</Text>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <CommentBox transactionId={transactionId} autoFocus />
      </Stack>
    </Modal>
  );
}
