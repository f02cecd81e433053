import { describe, expect, it } from 'vitest';
import {
  REACTION_PALETTE,
  blockDialogText,
  commentAuthorLabel,
  formatRelativeTime,
  moreReactionsLabel,
  previewComments,
  reportDialogText,
  summariseReactions,
} from './social-display';

const reaction = (emoji: string, count = 1) => ({ emoji, count, reactedByMe: false });

describe('reaction palette', () => {
  it('has 24 distinct emojis (4 rows of the 6-column grid)', () => {
    expect(REACTION_PALETTE).toHaveLength(24);
    expect(new Set(REACTION_PALETTE).size).toBe(24);
  });
});

describe('summariseReactions', () => {
  it('shows everything up to 6 with no "+N more"', () => {
    const list = REACTION_PALETTE.slice(0, 6).map((emoji) => reaction(emoji));
    const { shown, more } = summariseReactions(list);
    expect(shown).toHaveLength(6);
    expect(moreReactionsLabel(more)).toBeNull();
  });

  it('keeps the first 6 in order and counts the rest', () => {
    const list = REACTION_PALETTE.slice(0, 9).map((emoji, index) => reaction(emoji, 9 - index));
    const { shown, more } = summariseReactions(list);
    expect(shown.map((r) => r.emoji)).toEqual(REACTION_PALETTE.slice(0, 6));
    expect(moreReactionsLabel(more)).toBe('+3 more');
  });
});

describe('previewComments', () => {
  it('shows all of 2 comments without a link', () => {
    expect(previewComments(['a', 'b'])).toEqual({ preview: ['a', 'b'], viewAllLabel: null });
  });

  it('shows the latest 2 of more and links to all of them', () => {
    expect(previewComments(['a', 'b', 'c', 'd'])).toEqual({ preview: ['c', 'd'], viewAllLabel: 'View all 4 comments' });
  });
});

describe('commentAuthorLabel', () => {
  it('labels one\'s own comments "You" and others by the last 4 characters of their id', () => {
    expect(commentAuthorLabel({ userId: 'abc-1234', isMine: true })).toBe('You');
    expect(commentAuthorLabel({ userId: '0f5e6c1a-9b2d-4c3e-8f7a-12345678beef', isMine: false })).toBe('User beef');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('reads recent times in words', () => {
    expect(formatRelativeTime('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-21T11:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-01T12:00:00Z', now)).toBe('3 weeks ago');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('dialog texts', () => {
  it('match the spec word for word', () => {
    expect(blockDialogText('Kofi Boateng')).toBe(
      "Are you sure you want to block Kofi Boateng? You won't see their transactions in your feed anymore.",
    );
    expect(reportDialogText('Kofi Boateng')).toBe(
      'Report Kofi Boateng for inappropriate behavior or suspicious activity. Our team will review your report.',
    );
  });
});
