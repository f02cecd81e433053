import { describe, expect, it } from 'vitest';
import { guessLoginIdKind, normalizeLoginId } from './login-id';

describe('guessLoginIdKind (the spec rule)', () => {
  it('calls it an email when it has "@" and "."', () => {
    expect(guessLoginIdKind('ama.mensah@example.com')).toBe('email');
    expect(guessLoginIdKind('ama@example.com')).toBe('email');
  });
  it('calls it a phone when it starts with 0 or + and a digit', () => {
    expect(guessLoginIdKind('0241234567')).toBe('phone');
    expect(guessLoginIdKind('+233241234567')).toBe('phone');
    expect(guessLoginIdKind(' 024 123 4567')).toBe('phone');
  });
  it('calls anything else a username', () => {
    expect(guessLoginIdKind('ama_mensah')).toBe('username');
    expect(guessLoginIdKind('@ama_mensah')).toBe('username');
    expect(guessLoginIdKind('+ama')).toBe('username');
    expect(guessLoginIdKind('233241234567')).toBe('username');
  });
});

describe('normalizeLoginId', () => {
  it('lower-cases e-mails and usernames and drops a leading @', () => {
    expect(normalizeLoginId('Ama.Mensah@Example.com')).toEqual({ kind: 'email', value: 'ama.mensah@example.com' });
    expect(normalizeLoginId('@Ama_Mensah')).toEqual({ kind: 'username', value: 'ama_mensah' });
  });
  it('turns phones into E.164 and refuses a phone that is no Ghana number', () => {
    expect(normalizeLoginId('024 123 4567')).toEqual({ kind: 'phone', value: '+233241234567' });
    expect(normalizeLoginId('+44 20 7946 0958')).toBeNull();
  });
  it('honours an override of the guess', () => {
    expect(normalizeLoginId('233241234567', 'phone')).toEqual({ kind: 'phone', value: '+233241234567' });
  });
});
