import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { compiledCatalog } from '../../locales/test-catalog';
import { alertMessageText, fraudReasonsText } from './fraud-reason-text';

// As the API sends them (fraud-alert-dto.ts): the stored English beside each key.
const REASONS = ['Recipient was reported by 3 other users', 'Sending 95% of your balance', 'Unusual time (02:00)', 'An older wording'];
const KEYS = [
  { key: 'recipient_reported', values: { count: 3 } },
  { key: 'balance_drain', values: { percent: 95 } },
  { key: 'unusual_hour', values: { hour: '02' } },
  null,
] as const;
const ALERT = {
  alertMessage: 'We stopped a payment of ₵1,250.00 to Kofi Mensah: Recipient was reported by 3 other users',
  alertMessageParts: { key: 'payment_stopped', amount: '1250.00', recipient: 'Kofi Mensah', reason: REASONS[0]!, reasonKey: KEYS[0] },
} as const;

describe('fraud reasons and alert sentences in the language shown', () => {
  afterEach(() => i18n.activate('en'));

  it('writes the API’s English word for word', () => {
    expect(fraudReasonsText(REASONS, [...KEYS])).toEqual(REASONS);
    expect(alertMessageText(ALERT)).toBe(ALERT.alertMessage);
  });

  it('writes them in Twi with their figures; a reason without a key and an older alert stay as written', () => {
    i18n.activate('tw', compiledCatalog('tw'));
    const twi = fraudReasonsText(REASONS, [...KEYS]);
    expect(twi[0]).not.toBe(REASONS[0]);
    expect(twi[0]).toContain('3');
    expect(twi[1]).toContain('95%');
    expect(twi[2]).toContain('02:00');
    expect(twi[3]).toBe('An older wording');
    const message = alertMessageText(ALERT);
    expect(message).toContain('Kofi Mensah');
    expect(message).toContain('₵1,250.00');
    expect(message).toContain(twi[0]);
    expect(alertMessageText({ alertMessage: 'Unusual login', alertMessageParts: null })).toBe('Unusual login');
  });
});
