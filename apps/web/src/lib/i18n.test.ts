import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

const english = (id: string, message: string, values?: Record<string, unknown>) => ({ id, message: compileMessage(message), values });

describe('i18n (the macros’ runtime)', () => {
  afterEach(() => i18n.activate('en'));

  it('shows the English written beside the id, with its placeholders filled', () => {
    expect(i18n._(english('a1', 'Nobody on {APP_NAME} has {typed} yet.', { APP_NAME: 'Nkabom', typed: '024 123 4567' }))).toBe(
      'Nobody on Nkabom has 024 123 4567 yet.',
    );
    expect(i18n._(english('a2', "Scan a friend's code"))).toBe("Scan a friend's code");
  });

  it('picks the plural form of the active language', () => {
    const days = (n: number) => i18n._(english('a3', '{n, plural, one {# day} other {# days}} left', { n }));
    expect(days(1)).toBe('1 day left');
    expect(days(12)).toBe('12 days left');
  });

  it('shows a translation from the active catalog, and English where the catalog has none', () => {
    i18n.activate('fr', { a4: compileMessage('Bonjour {name}') });
    expect(i18n._(english('a4', 'Hello {name}', { name: 'Ama' }))).toBe('Bonjour Ama');
    expect(i18n._(english('a5', 'Get Started'))).toBe('Get Started');
  });
});
