import { describe, expect, it } from 'vitest';
import { chooseLocale } from './locale-choice';

describe('which language the web shows', () => {
  it('signed in: the account’s, whatever this browser last showed', () => {
    expect(chooseLocale({ account: 'tw', stored: 'fr', browser: ['en-GB'] })).toBe('tw');
    expect(chooseLocale({ account: 'en', stored: 'ha' })).toBe('en');
  });

  it('signed out: the language last chosen in this browser', () => {
    expect(chooseLocale({ account: null, stored: 'ee', browser: ['fr-FR'] })).toBe('ee');
  });

  it('else the first of the browser’s languages the app has, Akan read as Twi', () => {
    expect(chooseLocale({ stored: null, browser: ['de-DE', 'fr-CI', 'en'] })).toBe('fr');
    expect(chooseLocale({ stored: null, browser: ['ak-GH'] })).toBe('tw');
    expect(chooseLocale({ stored: null, browser: ['ha'] })).toBe('ha');
  });

  it('else English; a stored value that is not a language is ignored', () => {
    expect(chooseLocale({ stored: 'xx', browser: ['de-DE'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });
});
