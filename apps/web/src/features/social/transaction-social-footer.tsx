import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Transaction } from '../money';
import { directionOf } from '../money';
import { CommentBox } from './comment-box';
import { CommentPreviews } from './comment-previews';
import { LikeButton } from './like-button';
import { ModerationDialog, type ModerationAction } from './moderation-dialogs';
import { ReactionBar } from './reaction-bar';
import { commentsQuery } from './social-queries';
import classes from './social.module.css';

// The sheet (a dialog with a scroll area) downloads when first opened: the feed's first screen does not draw it.
const ActivitySheet = lazy(() => import('./activity-sheet').then((m) => ({ default: m.ActivitySheet })));

interface TransactionSocialFooterProps {
  transaction: Transaction;
  currentUserId: string;
  /** On /history the Comment button opens the activity sheet; in the feed it opens the comment box. */
  variant?: 'feed' | 'history';
}

/** The card footer: reactions, like, comment previews and box, and block/report of the counterparty. */
export function TransactionSocialFooter({ transaction: tx, currentUserId, variant = 'feed' }: TransactionSocialFooterProps) {
  const { data: comments = [] } = useQuery(commentsQuery(tx.id));
  const [boxOpen, setBoxOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [moderation, setModeration] = useState<ModerationAction | null>(null);
  const direction = directionOf(tx, currentUserId);
  const target = direction.counterpartyId ? { id: direction.counterpartyId, name: direction.counterpartyName } : null;
  const openSheet = () => setSheetOpen(true);

  return (
    <div className={classes.footer}>
      <ReactionBar transactionId={tx.id} />
      <Group gap={4} mt={4} wrap="wrap">
        <LikeButton transactionId={tx.id} />
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          aria-expanded={variant === 'feed' ? boxOpen : undefined}
          onClick={variant === 'history' ? openSheet : () => setBoxOpen((open) => !open)}
        >
          <Trans>Comment ({comments.length})</Trans>
        </Button>
        {target && (
          <>
            <Button variant="subtle" color="gray" size="compact-sm" ml="auto" onClick={() => setModeration('report')}>
              <Trans>Report</Trans>
            </Button>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setModeration('block')}>
              <Trans>Block</Trans>
            </Button>
          </>
        )}
      </Group>
      {variant === 'feed' && <CommentPreviews comments={comments} onViewAll={openSheet} />}
      {variant === 'feed' && boxOpen && <CommentBox transactionId={tx.id} onPosted={() => setBoxOpen(false)} />}
      {sheetOpen && (
        <Suspense fallback={null}>
          <ActivitySheet transactionId={tx.id} opened={sheetOpen} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
      {target && <ModerationDialog action={moderation} target={target} transactionId={tx.id} onClose={() => setModeration(null)} />}
    </div>
  );
}
