import { describe, expect, it } from 'vitest';
import { sanitizeUsername, shouldCheckUsername, suggestUsername } from './username';

describe('suggestUsername', () => {
  it('prefills lowercase first_last', () => {
    expect(suggestUsername('Ama', 'Mensah')).toBe('ama_mensah');
    expect(suggestUsername('  Kofi ', ' Boateng ')).toBe('kofi_boateng');
  });

  it('drops characters a username cannot hold, keeping accented letters readable', () => {
    expect(suggestUsername('Mary-Ann', "O'Neil")).toBe('maryann_oneil');
    expect(suggestUsername('Adwoa', 'Ampofó')).toBe('adwoa_ampofo');
  });
});

describe('sanitizeUsername', () => {
  it('lowercases and strips disallowed characters while typing', () => {
    expect(sanitizeUsername('Yaw Asante!')).toBe('yawasante');
    expect(sanitizeUsername('EFUA_addo.2025')).toBe('efua_addo2025');
  });

  it('never exceeds 30 characters', () => {
    expect(sanitizeUsername('a'.repeat(40))).toHaveLength(30);
  });
});

describe('shouldCheckUsername', () => {
  it('checks availability from 5 characters', () => {
    expect(shouldCheckUsername('kofi')).toBe(false);
    expect(shouldCheckUsername('kofi_')).toBe(true);
  });
});
