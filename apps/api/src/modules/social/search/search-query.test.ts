import { describe, expect, it } from 'vitest';
import { escapeLike, parseSearchQuery } from './search-query';

describe('parseSearchQuery', () => {
  it('reads @name as a username prefix, lower-cased', () => {
    expect(parseSearchQuery('@Kofi_B')).toEqual({ kind: 'username', pattern: 'kofi\\_b%', exact: 'kofi_b' });
    expect(parseSearchQuery('@@')).toEqual({ kind: 'nothing' });
  });

  it('reads text with an @ inside as an email prefix', () => {
    expect(parseSearchQuery(' Ama@Example.COM ')).toEqual({ kind: 'email', pattern: 'ama@example.com%', exact: 'ama@example.com' });
    expect(parseSearchQuery('ama@ex')).toMatchObject({ kind: 'email', pattern: 'ama@ex%' });
  });

  it.each([
    ['0244123456', '+233244123456%', '+233244123456'],
    ['024 412 3456', '+233244123456%', '+233244123456'],
    ['+233 24-412-3456', '+233244123456%', '+233244123456'],
    ['233244123456', '+233244123456%', '+233244123456'],
    ['(024) 412', '+23324412%', null],
    ['0244', '+233244%', null],
    ['+23324', '+23324%', null],
    ['24412', '+23324412%', null],
  ])('reads %s as a phone prefix %s (exact %s)', (input, pattern, exact) => {
    expect(parseSearchQuery(input)).toMatchObject({ kind: 'phone', pattern, exact });
  });

  it('reads anything else as name words, trigram-searchable from 3 letters', () => {
    expect(parseSearchQuery('  Kwame   Mensah ')).toEqual({
      kind: 'name',
      words: ['kwame', 'mensah'],
      text: 'kwame mensah',
      trigram: true,
    });
    expect(parseSearchQuery('Ak')).toEqual({ kind: 'name', words: ['ak'], text: 'ak', trigram: false });
    expect(parseSearchQuery('ab cd')).toMatchObject({ kind: 'name', trigram: false });
    expect(parseSearchQuery('abena_0001')).toMatchObject({ kind: 'name', words: ['abena_0001'] });
  });
});

describe('escapeLike', () => {
  it('makes %, _ and \\ literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
