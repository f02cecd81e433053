import { describe, expect, it } from 'vitest';
import { documentNumberProblem, documentTypeLabel, ghanaCardCheckDigit, KYC_MESSAGES, normalizeDocumentNumber } from './kyc';

describe('Ghana Card numbers', () => {
  it('takes GHA-, nine digits and the Luhn check digit, however the person spaced it', () => {
    expect(ghanaCardCheckDigit('123456789')).toBe(7);
    expect(documentNumberProblem('GHANA_CARD', 'GHA-123456789-7')).toBeNull();
    expect(documentNumberProblem('GHANA_CARD', 'gha 123456789 7')).toBeNull();
    expect(normalizeDocumentNumber('GHANA_CARD', 'gha1234567897')).toBe('GHA-123456789-7');
  });

  it('refuses a mistyped digit, swapped neighbours and a wrong shape', () => {
    expect(documentNumberProblem('GHANA_CARD', 'GHA-123456788-7')).toBe(KYC_MESSAGES.ghanaCardCheckDigit);
    expect(documentNumberProblem('GHANA_CARD', 'GHA-123456798-7')).toBe(KYC_MESSAGES.ghanaCardCheckDigit);
    expect(documentNumberProblem('GHANA_CARD', 'GHA-12345678-7')).toBe(KYC_MESSAGES.ghanaCard);
    expect(documentNumberProblem('GHANA_CARD', 'NGA-123456789-7')).toBe(KYC_MESSAGES.ghanaCard);
    expect(documentNumberProblem('GHANA_CARD', '')).toBe(KYC_MESSAGES.documentNumber);
  });
});

describe('passports and driver’s licences', () => {
  it('takes a Ghana passport and a DVLA licence number', () => {
    expect(documentNumberProblem('PASSPORT', 'G1234567')).toBeNull();
    expect(documentNumberProblem('PASSPORT', 'g 1234567')).toBeNull();
    expect(documentNumberProblem('DRIVERS_LICENSE', 'ABC-12345678')).toBeNull();
    expect(documentNumberProblem('DRIVERS_LICENSE', 'abc1234567801')).toBeNull();
  });

  it('refuses numbers that cannot be one', () => {
    expect(documentNumberProblem('PASSPORT', '1234')).toBe(KYC_MESSAGES.passport);
    expect(documentNumberProblem('PASSPORT', 'GHANAPASS')).toBe(KYC_MESSAGES.passport);
    expect(documentNumberProblem('DRIVERS_LICENSE', 'AB-123')).toBe(KYC_MESSAGES.driversLicense);
  });

  it('shows a type with spaces for underscores', () => {
    expect(documentTypeLabel('DRIVERS_LICENSE')).toBe('DRIVERS LICENSE');
  });
});
