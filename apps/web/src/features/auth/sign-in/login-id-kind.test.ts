import { describe, expect, it } from 'vitest';
import { effectiveLoginIdKind, loginIdInputHints } from './login-id-kind';

describe('effectiveLoginIdKind', () => {
  it('guesses from the text as the spec describes', () => {
    expect(effectiveLoginIdKind('ama.mensah@example.com', null)).toBe('email');
    expect(effectiveLoginIdKind('0241000001', null)).toBe('phone');
    expect(effectiveLoginIdKind('+233241000001', null)).toBe('phone');
    expect(effectiveLoginIdKind('ama_mensah', null)).toBe('username');
    expect(effectiveLoginIdKind('ama@mensah', null)).toBe('username');
  });

  it('lets the person override the guess', () => {
    expect(effectiveLoginIdKind('0241000001', 'username')).toBe('username');
    expect(effectiveLoginIdKind('ama_mensah', 'email')).toBe('email');
  });
});

describe('loginIdInputHints', () => {
  it('brings up the matching keyboard', () => {
    expect(loginIdInputHints('phone').inputMode).toBe('tel');
    expect(loginIdInputHints('email').inputMode).toBe('email');
    expect(loginIdInputHints('username').inputMode).toBe('text');
  });
});
