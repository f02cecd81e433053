import { describe, expect, it } from 'vitest';
import { toLoginLookup } from './login-lookup';

describe('toLoginLookup', () => {
  it.each(['0241234567', '+233241234567', '233241234567', '024 123 4567', '+233 24 123 4567', '024-123-4567'])(
    'reads %j as the phone +233241234567',
    (input) => {
      expect(toLoginLookup(input)).toEqual({ kind: 'phone', value: '+233241234567' });
    },
  );
  it('reads an e-mail address, lower-cased', () => {
    expect(toLoginLookup(' Ama.Mensah@Example.com ')).toEqual({ kind: 'email', value: 'ama.mensah@example.com' });
  });
  it('reads a username with or without @, lower-cased', () => {
    expect(toLoginLookup('Ama_Mensah')).toEqual({ kind: 'username', value: 'ama_mensah' });
    expect(toLoginLookup('@ama_mensah')).toEqual({ kind: 'username', value: 'ama_mensah' });
  });
  it('keeps an explicit @ as a username even when it looks like a number', () => {
    expect(toLoginLookup('@233241234567')).toEqual({ kind: 'username', value: '233241234567' });
  });
  it('gives null for a phone-looking id that is no Ghana number', () => {
    expect(toLoginLookup('+44 20 7946 0958')).toBeNull();
    expect(toLoginLookup('024123')).toBeNull();
  });
});
