import { describe, expect, it } from 'vitest';
import { documentNumberProblem, documentTypeLabel, KYC_MESSAGES, normalizeDocumentNumber, zKycSubmittableType } from './kyc';

describe('Ghana Card numbers', () => {
  it('takes GHA-, nine digits and one digit, however the person spaced it — the app’s own example included', () => {
    expect(documentNumberProblem('GHANA_CARD', 'GHA-123456789-0')).toBeNull();
    expect(documentNumberProblem('GHANA_CARD', 'GHA-123456789-7')).toBeNull();
    expect(documentNumberProblem('GHANA_CARD', 'gha 123456789 0')).toBeNull();
    expect(normalizeDocumentNumber('GHANA_CARD', 'gha1234567890')).toBe('GHA-123456789-0');
  });

  it('checks the format only (NIA publishes no check digit): every last digit is taken, a wrong shape is refused', () => {
    for (let d = 0; d <= 9; d++) expect(documentNumberProblem('GHANA_CARD', `GHA-987654321-${d}`)).toBeNull();
    expect(documentNumberProblem('GHANA_CARD', 'GHA-12345678-7')).toBe(KYC_MESSAGES.ghanaCard);
    expect(documentNumberProblem('GHANA_CARD', 'GHA-1234567890-7')).toBe(KYC_MESSAGES.ghanaCard);
    expect(documentNumberProblem('GHANA_CARD', 'GHA-123456789-12')).toBe(KYC_MESSAGES.ghanaCard);
    expect(documentNumberProblem('GHANA_CARD', 'NGA-123456789-7')).toBe(KYC_MESSAGES.ghanaCard);
    expect(documentNumberProblem('GHANA_CARD', 'GHA-12345678A-7')).toBe(KYC_MESSAGES.ghanaCard);
    expect(documentNumberProblem('GHANA_CARD', '')).toBe(KYC_MESSAGES.documentNumber);
  });

  it('takes only the Ghana Card for a new submission', () => {
    expect(zKycSubmittableType.safeParse('GHANA_CARD').success).toBe(true);
    for (const old of ['PASSPORT', 'DRIVERS_LICENSE']) {
      const parsed = zKycSubmittableType.safeParse(old);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(KYC_MESSAGES.ghanaCardOnly);
    }
  });
});

describe('passports and driver’s licences (records from before the Ghana Card rule)', () => {
  it('still reads their numbers', () => {
    expect(documentNumberProblem('PASSPORT', 'G1234567')).toBeNull();
    expect(documentNumberProblem('PASSPORT', 'g 1234567')).toBeNull();
    expect(documentNumberProblem('DRIVERS_LICENSE', 'ABC-12345678')).toBeNull();
    expect(documentNumberProblem('DRIVERS_LICENSE', 'abc1234567801')).toBeNull();
    expect(documentNumberProblem('PASSPORT', '1234')).toBe(KYC_MESSAGES.passport);
    expect(documentNumberProblem('DRIVERS_LICENSE', 'AB-123')).toBe(KYC_MESSAGES.driversLicense);
  });

  it('shows a type with spaces for underscores', () => {
    expect(documentTypeLabel('DRIVERS_LICENSE')).toBe('DRIVERS LICENSE');
  });
});
