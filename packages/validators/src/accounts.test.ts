import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardExpired,
  findGhanaBank,
  GHANA_BANKS,
  maskCardNumber,
  mobileMoneyProviderFor,
  passesLuhn,
  phoneMatchesProvider,
  revealCardNumber,
  zAddCardForm,
  zBankAccountNumber,
  zMobileMoneyPhone,
  zMobileMoneyPin,
  zMobileMoneyProvider,
} from './accounts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const card = {
  cardNumber: '4111 1111 1111 1111',
  cardholderName: 'Ama Mensah',
  expiryMonth: '09',
  expiryYear: '2029',
  cvv: '123',
  bankName: 'GCB Bank',
};

describe('cards', () => {
  it('passes Luhn for real test numbers and fails a changed digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111a1111111111')).toBe(false);
  });
  it('reads the brand from the number', () => {
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2221000000000009')).toBe('mastercard');
    expect(cardBrandOf('5061000000000000')).toBe('verve');
    expect(cardBrandOf('6500020000000000')).toBe('verve');
    expect(cardBrandOf('378282246310005')).toBeNull();
  });
  it('gives every message of the spec’s card form', () => {
    expect(zAddCardForm.safeParse(card).success).toBe(true);
    expect(firstMessage(zAddCardForm.safeParse({ ...card, cardNumber: '4111 1111' }))).toBe('Card number must be 16 digits');
    expect(firstMessage(zAddCardForm.safeParse({ ...card, cardNumber: '41111111111111111111' }))).toBe('Invalid card number');
    expect(firstMessage(zAddCardForm.safeParse({ ...card, cardNumber: '4111111111111112' }))).toBe('Invalid card number');
    expect(firstMessage(zAddCardForm.safeParse({ ...card, cardholderName: 'A' }))).toBe('Cardholder name is required');
    expect(firstMessage(zAddCardForm.safeParse({ ...card, expiryMonth: '13' }))).toBe('Invalid month');
    expect(firstMessage(zAddCardForm.safeParse({ ...card, expiryYear: '2019' }))).toBe('Invalid year');
    expect(firstMessage(zAddCardForm.safeParse({ ...card, cvv: '12' }))).toBe('CVV must be 3-4 digits');
    expect(firstMessage(zAddCardForm.safeParse({ ...card, cvv: '12345' }))).toBe('CVV must be 3-4 digits');
    expect(firstMessage(zAddCardForm.safeParse({ ...card, bankName: '' }))).toBe('Bank name is required');
  });
  it('masks all but the last 4, and reveals at most the first 6 and last 4', () => {
    expect(maskCardNumber('1111')).toBe('•••• •••• •••• 1111');
    expect(revealCardNumber('411111', '1111')).toBe('4111 11•• •••• 1111');
  });
  it('treats a card as valid through the last day of its expiry month', () => {
    expect(cardExpired(9, 2029, new Date('2029-09-30T23:59:59Z'))).toBe(false);
    expect(cardExpired(9, 2029, new Date('2029-10-01T00:00:00Z'))).toBe(true);
  });
});

describe('mobile money', () => {
  it('accepts the spec’s pattern on the mobile ranges and stores E.164', () => {
    expect(zMobileMoneyPhone.parse('024 123 4567')).toBe('+233241234567');
    expect(zMobileMoneyPhone.parse('+233501234567')).toBe('+233501234567');
    expect(firstMessage(zMobileMoneyPhone.safeParse('0302123456'))).toBe('Invalid Ghana phone number');
    expect(firstMessage(zMobileMoneyPhone.safeParse('0612345678'))).toBe('Invalid Ghana phone number');
  });
  it('knows each provider’s network', () => {
    expect(mobileMoneyProviderFor('0241234567')).toBe('MTN MoMo');
    expect(mobileMoneyProviderFor('0201234567')).toBe('Vodafone Cash');
    expect(mobileMoneyProviderFor('0271234567')).toBe('AirtelTigo Money');
    expect(phoneMatchesProvider('+233241234567', 'Vodafone Cash')).toBe(false);
  });
  it('gives the PIN and provider messages', () => {
    expect(firstMessage(zMobileMoneyPin.safeParse('123'))).toBe('PIN must be at least 4 digits');
    expect(firstMessage(zMobileMoneyPin.safeParse('1234567'))).toBe('PIN must be at most 6 digits');
    expect(firstMessage(zMobileMoneyProvider.safeParse('M-Pesa'))).toBe('Please select a mobile money provider');
  });
});

describe('banks', () => {
  it('holds the document’s ten banks with their sort codes and finds them by code, name or sort code', () => {
    expect(GHANA_BANKS.map((b) => `${b.code} ${b.sortCode}`)).toEqual([
      'GCB 040',
      'ECO 130',
      'STB 190',
      'SCB 020',
      'FBN 150',
      'UBA 200',
      'ZEN 120',
      'CAL 340',
      'ADB 030',
      'NIB 050',
    ]);
    expect(findGhanaBank('gcb')?.name).toBe('GCB Bank');
    expect(findGhanaBank('GCB Bank')?.code).toBe('GCB');
    expect(findGhanaBank('340')?.code).toBe('CAL');
    expect(findGhanaBank('Absa')).toBeUndefined();
  });
  it('needs an account number of at least 10 digits', () => {
    expect(zBankAccountNumber.parse('1234 5678 90')).toBe('1234567890');
    expect(firstMessage(zBankAccountNumber.safeParse('123456789'))).toBe('Account number must be at least 10 digits');
  });
});
