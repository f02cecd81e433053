import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { compiledCatalog } from '../../locales/test-catalog';
import { billMessage } from './bill-message';

const paid = {
  status: 'completed',
  amount: '10.00',
  billerName: 'Telecel airtime',
  customerNumber: '0201234567',
  failureReason: null,
} as const;
const failed = { ...paid, status: 'failed', billerName: 'ECG prepaid', failureReason: 'Unknown meter' } as const;

describe('billMessage: a bill payment’s answer in the language shown', () => {
  afterEach(() => i18n.activate('en'));

  it('writes the API’s English', () => {
    expect(billMessage(paid)).toBe('Paid ₵10.00 to Telecel airtime for 0201234567');
    expect(billMessage(failed)).toBe('ECG prepaid payment failed: Unknown meter. The money is back in your wallet.');
    expect(billMessage({ ...failed, failureReason: null })).toBe('ECG prepaid payment failed. The money is back in your wallet.');
    expect(billMessage({ ...paid, status: 'processing' })).toBe('Paying ₵10.00 to Telecel airtime. We will tell you when it is done.');
  });

  it('writes it in Twi, with the amount, the biller and the biller’s own reason', () => {
    i18n.activate('tw', compiledCatalog('tw'));
    const twi = billMessage(paid);
    expect(twi).not.toContain('Paid');
    expect(twi).toContain('₵10.00');
    expect(twi).toContain('0201234567');
    expect(billMessage(failed)).toContain('Unknown meter');
    expect(billMessage(failed)).not.toContain('The money is back');
  });
});
