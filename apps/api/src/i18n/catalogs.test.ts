import { LANGUAGES } from '@ghanapay/validators';
import { describe, expect, it } from 'vitest';
import { en } from './catalogs/en';
import { formatMessage, placeholdersOf } from './format-message';
import { smsSegments } from './screen-fit';
import { CATALOGS, translate } from './translate';

// English is the source: a key missing from a language (or one English no longer has) fails CI,
// and so does a translation that drops, renames or adds a placeholder.
const KEYS = Object.keys(en).sort();
const OTHERS = LANGUAGES.filter((language) => language !== 'en');

describe('the message catalogs', () => {
  it.each(OTHERS)('%s has exactly the keys of English', (language) => {
    expect(Object.keys(CATALOGS[language]).sort()).toEqual(KEYS);
  });

  it.each(OTHERS)('%s uses the same placeholders as English in every message', (language) => {
    const differing = KEYS.filter((key) => {
      const theirs = CATALOGS[language][key as keyof typeof en];
      return JSON.stringify(placeholdersOf(theirs)) !== JSON.stringify(placeholdersOf(en[key as keyof typeof en]));
    });
    expect(differing).toEqual([]);
  });

  it.each(OTHERS)('%s says something of its own (no message left as the English)', (language) => {
    const copied = KEYS.filter((key) => {
      const text = CATALOGS[language][key as keyof typeof en];
      return text === en[key as keyof typeof en] && /[a-z]{4,}/.test(text.replace(/\{[^}]*\}/g, ''));
    });
    // The airtime heading is the same loan word in Twi and Ewe, as their MoMo menus write it.
    expect(copied.filter((key) => key !== 'ussd.airtimeMenu' && key !== 'ussd.languageMenu')).toEqual([]);
  });

  it('every SMS opens with the name, in every language', () => {
    for (const language of LANGUAGES) {
      for (const key of KEYS.filter((k) => k.startsWith('sms.'))) {
        expect(CATALOGS[language][key as keyof typeof en], `${language} ${key}`).toMatch(/^\{app\}: /);
      }
    }
  });
});

describe('one-time code texts', () => {
  const CODE_KEYS = KEYS.filter((key) => key.startsWith('code.') && !key.endsWith('Subject')) as (keyof typeof en)[];

  it.each(LANGUAGES)('%s: every code SMS is one SMS with its 6-digit code (70 characters when UCS-2, 160 in GSM-7)', (language) => {
    const long = CODE_KEYS.map((key) => ({ key, text: translate(language, key, { code: '123456' }) })).filter(
      ({ text }) => smsSegments(text).segments > 1,
    );
    expect(long).toEqual([]);
  });

  it('English says what it said before the catalogs', () => {
    expect(translate('en', 'code.signUp', { code: '123456' })).toBe(
      'Your Nkabom verification code is 123456. It expires in 10 minutes. Never share it with anyone.',
    );
    expect(translate('tw', 'code.signUp', { code: '123456' })).toBe('Nkabom code: 123456. Ɛyɛ adwuma simma 10. Mfa nkyerɛ obiara.');
  });
});

describe('formatting a message', () => {
  it('fills values and the name', () => {
    expect(translate('en', 'ussd.balance', { amount: 'GHS 50.00' })).toBe('Your Nkabom balance is GHS 50.00.');
    expect(translate('tw', 'ussd.balance', { amount: 'GHS 50.00' })).toBe('Sika a ɛwɔ wo Nkabom kotokuo mu yɛ GHS 50.00.');
  });

  it("picks a plural by the language's rules: French counts 0 as one, English as other", () => {
    expect(translate('en', 'ussd.wrongPin', { tries: 1 })).toBe('Wrong PIN. 1 try left before USSD payments are locked.');
    expect(translate('en', 'ussd.wrongPin', { tries: 2 })).toBe('Wrong PIN. 2 tries left before USSD payments are locked.');
    expect(translate('fr', 'ussd.wrongPin', { tries: 0 })).toContain('0 essai restant');
    expect(translate('fr', 'ussd.wrongPin', { tries: 2 })).toContain('2 essais restants');
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }, 'en')).toBe('none');
  });

  it('refuses a message whose value is missing, rather than sending "{name}"', () => {
    expect(() => translate('en', 'ussd.balance')).toThrow(/amount/);
  });
});
