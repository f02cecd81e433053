import { describe, expect, it } from 'vitest';
import {
  formatGhs,
  initialTransferState,
  transferReducer,
  transferSubmission,
  type TransferEvent,
  type TransferState,
} from './transfer-flow';

const run = (events: TransferEvent[], start: TransferState = initialTransferState()) => events.reduce(transferReducer, start);
const kofi = { id: 'u-kofi', name: 'Kofi Boateng' };

describe('transferReducer', () => {
  it('needs an amount before Send or Request does anything', () => {
    expect(run([{ type: 'choose-action', action: 'send' }]).step).toBe('amount');
    expect(
      run([
        { type: 'amount', value: '0' },
        { type: 'choose-action', action: 'send' },
      ]).step,
    ).toBe('amount');
  });

  it('goes amount → recipient → confirm', () => {
    const state = run([
      { type: 'amount', value: '25.5' },
      { type: 'message', value: 'Lunch' },
      { type: 'choose-action', action: 'request' },
    ]);
    expect(state).toMatchObject({ step: 'recipient', action: 'request' });
    expect(transferReducer(state, { type: 'choose-recipient', recipient: kofi })).toMatchObject({ step: 'confirm', recipient: kofi });
  });

  it('skips the search when a profile link passed the recipient', () => {
    expect(
      run(
        [
          { type: 'amount', value: '5' },
          { type: 'choose-action', action: 'send' },
        ],
        initialTransferState(kofi),
      ).step,
    ).toBe('confirm');
  });

  it('clearing the recipient resets amount, message and action', () => {
    const state = run([
      { type: 'amount', value: '5' },
      { type: 'message', value: 'hi' },
      { type: 'choose-action', action: 'send' },
      { type: 'choose-recipient', recipient: kofi },
      { type: 'clear-recipient' },
    ]);
    expect(state).toEqual(initialTransferState());
  });
});

describe('transferSubmission', () => {
  it('sends the amount with 2 decimals and leaves a blank message out', () => {
    const state = run([
      { type: 'amount', value: '12.5' },
      { type: 'message', value: '  ' },
      { type: 'choose-action', action: 'send' },
      { type: 'choose-recipient', recipient: kofi },
    ]);
    expect(transferSubmission(state)).toEqual({ ok: true, action: 'send', recipient: kofi, amount: '12.50' });
  });
  it('asks for every required field', () => {
    expect(transferSubmission({ ...initialTransferState(kofi), amount: '5' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields.',
    });
  });
});

describe('formatGhs', () => {
  it('writes the currency code', () => {
    expect(formatGhs('1250.5')).toBe('GHS 1,250.50');
  });
});
