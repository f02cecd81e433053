import { describe, expect, it } from 'vitest';
import { toEmvCharacters } from './emv-text';

describe('toEmvCharacters: how a name will appear in the code', () => {
  it.each([
    ["Adwoa's Kɔkɔɔ Café", "Adwoa's Kokoo Cafe"],
    ['Ɛnam Ŋkɔ Ʋeʋe', 'Enam Nko Veve'],
    ['  Kejetia   Stores ', 'Kejetia Stores'],
    ['Ｋｏｆｉ', 'Kofi'],
  ])('writes "%s" as "%s"', (name, written) => {
    expect(toEmvCharacters(name)).toBe(written);
  });

  it('leaves text it cannot map for the schema to refuse', () => {
    expect(toEmvCharacters('最佳运输')).toBe('最佳运输');
  });
});
