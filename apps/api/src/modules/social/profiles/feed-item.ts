import { toCedisString } from '@ghanapay/money';
import { z } from 'zod';
import { fullName } from '../social-user';
import { asVisibility, effectiveVisibility, VISIBILITIES } from '../transactions/visibility-rules';
import type { FeedRow } from './feed-repository';

export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;

const zVisibility = z.enum(VISIBILITIES);

/** A payment on someone's profile. Its amount is there only for its two parties. */
export const ZFeedItemSchema = z.object({
  id: z.number().int(),
  displayId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  senderProfileImageUrl: z.string().nullable(),
  recipientId: z.string().nullable(),
  recipientName: z.string(),
  recipientProfileImageUrl: z.string().nullable(),
  /** Cedis with 2 decimals for the sender and the recipient; null for everyone else. */
  amount: z.string().nullable(),
  message: z.string().nullable(),
  transactionType: z.string(),
  createdAt: z.string(),
  /** The signed-in user is the sender or the recipient. */
  isMine: z.boolean(),
  /** Who besides the parties may see it (the stricter party's choice). */
  visibility: zVisibility,
  /** The signed-in party's own choice; null for others. */
  myVisibility: zVisibility.nullable(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
});

export type TFeedItem = z.infer<typeof ZFeedItemSchema>;

export function toFeedItem(row: FeedRow, viewerId: string): TFeedItem {
  const isSender = row.senderId === viewerId;
  const isRecipient = row.recipientId === viewerId;
  const senderVisibility = asVisibility(row.senderVisibility);
  const recipientVisibility = asVisibility(row.recipientVisibility);
  return {
    id: Number(row.id),
    displayId: `GHP${row.id.padStart(8, '0')}`,
    senderId: row.senderId,
    senderName: fullName({ firstName: row.senderFirstName, lastName: row.senderLastName }),
    senderProfileImageUrl: row.senderProfileImageUrl,
    recipientId: row.recipientId,
    recipientName: fullName({ firstName: row.recipientFirstName, lastName: row.recipientLastName }),
    recipientProfileImageUrl: row.recipientProfileImageUrl,
    amount: isSender || isRecipient ? toCedisString(BigInt(row.amountPesewas)) : null,
    message: row.message,
    transactionType: row.transactionType,
    createdAt: row.createdAt.toISOString(),
    isMine: isSender || isRecipient,
    visibility: effectiveVisibility(senderVisibility, recipientVisibility),
    myVisibility: isSender ? senderVisibility : isRecipient ? recipientVisibility : null,
    likeCount: Number(row.likeCount),
    commentCount: Number(row.commentCount),
  };
}
