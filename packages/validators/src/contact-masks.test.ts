import { describe, expect, it } from 'vitest';
import { maskEmailAddress, maskGhanaPhone, maskPersonName } from './contact-masks';

describe('contact masks', () => {
  it('shows a phone as its network prefix and last two digits', () => {
    expect(maskGhanaPhone('+233241000001')).toBe('024 ••• ••01');
  });
  it('keeps the network prefix of any network (Telecel 050)', () => {
    expect(maskGhanaPhone('+233501234567')).toBe('050 ••• ••67');
  });
  it('shows an e-mail as its first letter and domain', () => {
    expect(maskEmailAddress('kofi.boateng@example.com')).toBe('k•••@example.com');
    expect(maskEmailAddress('broken')).toBe('•••');
  });
  it('keeps the domain of any provider', () => {
    expect(maskEmailAddress('kofi.boateng@gmail.com')).toBe('k•••@gmail.com');
  });
  it('shows a name as each word’s first letter, a receipt’s public check too', () => {
    expect(maskPersonName('Kofi Mensah')).toBe('K••• M•••');
    expect(maskPersonName('  ama  serwaa owusu ')).toBe('A••• S••• O•••');
    expect(maskPersonName('')).toBe('•••');
  });
});
