import { describe, expect, it } from 'vitest';
import { runOutcomeParts } from './run-outcome';

describe('runOutcomeParts: a run’s stored line read back as its key and values', () => {
  it('reads every line the service writes', () => {
    const runOn = '2026-11-27';
    expect(runOutcomeParts('Paid ₵1,212.50 to Kwabena Landlord', runOn)).toEqual({
      key: 'paid',
      values: { amount: '1212.50', name: 'Kwabena Landlord' },
    });
    expect(runOutcomeParts('Asked Ama Owusu for ₵5.00', runOn)).toEqual({ key: 'asked', values: { name: 'Ama Owusu', amount: '5.00' } });
    expect(runOutcomeParts('₵10.00 is on its way to MTN MoMo 024 555 0101', runOn)).toEqual({
      key: 'wallet_on_its_way',
      values: { amount: '10.00', to: 'MTN MoMo 024 555 0101' },
    });
    expect(runOutcomeParts('Stopped for your safety: open the payment to proceed or cancel it', runOn)?.key).toBe('stopped_for_safety');
    expect(runOutcomeParts("Waiting: for your guardian's approval", runOn)?.key).toBe('waiting_guardian');
    expect(runOutcomeParts('Waiting: a first large payment', runOn)?.key).toBe('waiting_first_large');
    expect(runOutcomeParts('Not enough money at 08:00: tried again at 17:00', runOn)?.key).toBe('retry_at_17');
    expect(runOutcomeParts('Skipped: not enough money at 08:00 or 17:00', runOn)?.key).toBe('skipped_no_money');
    expect(runOutcomeParts('Skipped: the standing order was paused before 17:00', runOn)?.key).toBe('skipped_order_paused');
    expect(runOutcomeParts('Skipped: the account was removed. The standing order is paused', runOn)).toEqual({
      key: 'skipped_account_gone',
      values: { reason: 'the account was removed' },
    });
    expect(runOutcomeParts('Not paid: Recipient account is frozen', runOn)).toEqual({
      key: 'not_paid',
      values: { reason: 'Recipient account is frozen' },
    });
  });

  it('gives a scheduled transfer’s day the year that puts it nearest the run', () => {
    expect(runOutcomeParts('₵10.00 will be paid to GCB Bank 104000000555 on Wed, 2 Dec', '2026-11-27')).toEqual({
      key: 'wallet_scheduled',
      values: { amount: '10.00', to: 'GCB Bank 104000000555', date: '2026-12-02' },
    });
    expect(runOutcomeParts('₵10.00 will be paid to GCB Bank 1 on Mon, 4 Jan', '2026-12-30')?.values.date).toBe('2027-01-04');
    // A demo run-now of a January run pays from a December today.
    expect(runOutcomeParts('₵10.00 will be paid to GCB Bank 1 on Thu, 31 Dec', '2027-01-04')?.values.date).toBe('2026-12-31');
  });

  it('has no parts for no line or a line of another shape', () => {
    expect(runOutcomeParts(null, '2026-11-27')).toBeNull();
    expect(runOutcomeParts('Something else', '2026-11-27')).toBeNull();
  });
});
