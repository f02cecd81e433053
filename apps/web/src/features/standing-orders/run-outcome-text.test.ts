import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { compiledCatalog } from '../../locales/test-catalog';
import { runOutcomeText } from './run-outcome-text';

const paid = {
  status: 'completed',
  outcome: 'Paid ₵12.50 to Kwabena Landlord',
  outcomeParts: { key: 'paid', values: { amount: '12.50', name: 'Kwabena Landlord' } },
} as const;
const transfer = {
  status: 'completed',
  outcome: '₵10.00 will be paid to MTN MoMo 024 555 0101 on Wed, 2 Dec',
  outcomeParts: { key: 'wallet_scheduled', values: { amount: '10.00', to: 'MTN MoMo 024 555 0101', date: '2026-12-02' } },
} as const;
const gone = {
  status: 'skipped',
  outcome: 'Skipped: the account is no longer linked. The standing order is paused',
  outcomeParts: { key: 'skipped_account_gone', values: { reason: 'the account is no longer linked' } },
} as const;

describe('runOutcomeText: a standing order’s last run in the language shown', () => {
  afterEach(() => i18n.activate('en'));

  it('writes the stored English line word for word', () => {
    for (const run of [paid, transfer, gone]) expect(runOutcomeText(run)).toBe(run.outcome);
    expect(runOutcomeText({ status: 'completed', outcome: 'An older line', outcomeParts: null })).toBe('An older line');
    expect(runOutcomeText({ status: 'running', outcome: null, outcomeParts: null })).toBe('Under way');
  });

  it('writes it in Twi, with the amount, the name and another service’s reason as it is', () => {
    i18n.activate('tw', compiledCatalog('tw'));
    expect(runOutcomeText(paid)).toBe('Woatua ₵12.50 ama Kwabena Landlord');
    expect(runOutcomeText(transfer)).toContain('MTN MoMo 024 555 0101');
    expect(runOutcomeText(transfer)).not.toBe(transfer.outcome);
    expect(runOutcomeText(gone)).toContain('the account is no longer linked');
    expect(runOutcomeText(gone)).not.toContain('The standing order is paused');
  });
});
