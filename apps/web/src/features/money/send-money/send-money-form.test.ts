import { describe, expect, it } from 'vitest';
import {
  initialSendMoneyValues,
  preselectedRecipientType,
  sendBackCheckInput,
  sendMoneyRequest,
  validateSendMoney,
} from './send-money-form';

describe('preselectedRecipientType', () => {
  it('picks the tab of whichever prefill is present', () => {
    expect(preselectedRecipientType({ recipientUsername: 'kofi_boateng' })).toBe('username');
    expect(preselectedRecipientType({ recipientEmail: 'kofi@example.com' })).toBe('email');
    expect(preselectedRecipientType({ recipientPhone: '0241000002', recipientUsername: 'kofi' })).toBe('phone');
    expect(preselectedRecipientType({})).toBe('phone');
  });
});

describe('validateSendMoney', () => {
  const base = initialSendMoneyValues({ recipientUsername: 'kofi_boateng' });
  it('gives the spec messages', () => {
    expect(validateSendMoney(base)).toEqual({ amount: 'Amount is required' });
    expect(validateSendMoney({ ...base, amount: '0' })).toEqual({ amount: 'Amount must be a positive number' });
    expect(validateSendMoney({ ...base, amount: '5', username: ' ' })).toEqual({
      username: 'Please provide a phone number, email, or username',
    });
    expect(validateSendMoney({ ...base, amount: '5', recipientType: 'email', email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateSendMoney({ ...base, amount: '5' })).toEqual({});
  });
});

describe('sendMoneyRequest', () => {
  it('sends the amount with 2 decimals, the selected recipient field only, and no blank message', () => {
    const values = { ...initialSendMoneyValues({ recipientPhone: '0241000002', recipientUsername: 'kofi' }), amount: '25.5' };
    expect(sendMoneyRequest(values)).toEqual({ amount: '25.50', recipientPhone: '0241000002' });
    expect(sendMoneyRequest({ ...values, recipientType: 'username', username: '@kofi', message: ' Lunch ' })).toEqual({
      amount: '25.50',
      recipientUsername: 'kofi',
      message: 'Lunch',
    });
  });
});

describe('sendBackCheckInput', () => {
  it('asks the send-back check only once the recipient and amount are valid, without the message', () => {
    const base = initialSendMoneyValues({ recipientUsername: '@kofi_boateng' });
    expect(sendBackCheckInput({ ...base, amount: '' })).toBeNull();
    expect(sendBackCheckInput({ ...base, amount: '20', message: 'Sorry, my mistake' })).toEqual({
      amount: '20.00',
      recipientUsername: 'kofi_boateng',
    });
    expect(sendBackCheckInput({ ...base, recipientType: 'email', email: 'not-an-email', amount: '20' })).toBeNull();
  });
});
