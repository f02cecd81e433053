import { t } from '@lingui/core/macro';
import { intlLocale } from '../../lib/intl-locale';
/** The spec's reaction palette (section 9): 24 emojis, shown in a 6-column grid. */
export const REACTION_PALETTE = [
  '👍',
  '❤️',
  '😂',
  '😮',
  '😢',
  '🙏',
  '🎉',
  '🔥',
  '👏',
  '💯',
  '😍',
  '🤝',
  '💰',
  '💸',
  '🙌',
  '😊',
  '🥳',
  '🤑',
  '👌',
  '✨',
  '🇬🇭',
  '😎',
  '🤗',
  '💪',
] as const;

const REACTIONS_SHOWN = 6;
const COMMENT_PREVIEWS = 2;

export interface ReactionCount {
  emoji: string;
  count: number;
  reactedByMe: boolean;
}

/** Up to 6 reactions (most used first, as the API sends them) and how many more there are. */
export function summariseReactions<T extends ReactionCount>(
  reactions: readonly T[],
  limit = REACTIONS_SHOWN,
): { shown: T[]; more: number } {
  return { shown: reactions.slice(0, limit), more: Math.max(0, reactions.length - limit) };
}

/** The "+N more" label, or nothing when every reaction is shown. */
export function moreReactionsLabel(more: number): string | null {
  return more > 0 ? t`+${more} more` : null;
}

/** The latest 2 comments (the API lists oldest first) and the "View all N comments" link when there are more. */
export function previewComments<T>(comments: readonly T[], limit = COMMENT_PREVIEWS): { preview: T[]; viewAllLabel: string | null } {
  return {
    preview: comments.slice(-limit),
    viewAllLabel: comments.length > limit ? t`View all ${comments.length} comments` : null,
  };
}

/** The activity sheet's author label: "You", or "User" plus the last 4 characters of the id. */
export function commentAuthorLabel(comment: { userId: string; isMine: boolean }): string {
  return comment.isMine ? t`You` : t`User ${comment.userId.slice(-4)}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function formatRelativeTime(iso: string, now: Date): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return t`just now`;
  const format = new Intl.RelativeTimeFormat(intlLocale('en'), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return t`just now`;
}

/** The spec's dialog texts (section 8). */
export const blockDialogText = (name: string) =>
  t`Are you sure you want to block ${name}? You won't see their transactions in your feed anymore.`;
export const reportDialogText = (name: string) =>
  t`Report ${name} for inappropriate behavior or suspicious activity. Our team will review your report.`;
