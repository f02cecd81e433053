import { describe, expect, it } from 'vitest';
import { characterCount, isEmoji, zEmoji } from './emoji';

describe('isEmoji', () => {
  it.each(['🔥', '❤️', '👍🏽', '🇬🇭', '1️⃣', '#️⃣', '👨‍👩‍👧', '🏳️‍🌈', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '🙏🙏'])('accepts %s', (emoji) => {
    expect(isEmoji(emoji)).toBe(true);
  });

  it.each(['a', 'hello', '12', '#', '<script>', '🔥 ', '🔥x', '\u200d', ''])('refuses %j', (text) => {
    expect(isEmoji(text)).toBe(false);
  });
});

describe('zEmoji', () => {
  it('counts characters as PostgreSQL does (code points), not UTF-16 units', () => {
    expect('😀'.repeat(10).length).toBe(20);
    expect(characterCount('😀'.repeat(10))).toBe(10);
    expect(zEmoji.safeParse('😀'.repeat(10)).success).toBe(true);
    expect(zEmoji.safeParse('😀'.repeat(11)).error?.issues[0]?.message).toBe('Emoji must be at most 10 characters');
  });

  it('trims before checking', () => {
    expect(zEmoji.parse('  🔥  ')).toBe('🔥');
    expect(zEmoji.safeParse('   ').error?.issues[0]?.message).toBe('Please choose an emoji');
  });
});
