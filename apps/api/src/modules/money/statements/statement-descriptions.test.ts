import { describe, expect, it } from 'vitest';
import { describeStatementEntry, type DescribedEntry, type DescribedTransfer } from './statement-descriptions';

const payment = (kind: string, amountPesewas: string, extra: Partial<DescribedEntry> = {}): DescribedEntry => ({
  kind,
  amountPesewas,
  senderFirstName: 'Ama',
  senderLastName: 'Owusu',
  recipientFirstName: 'Kofi',
  recipientLastName: 'Mensah',
  recipientPhone: null,
  recipientEmail: null,
  ...extra,
});

const noPeople = { senderFirstName: null, senderLastName: null, recipientFirstName: null, recipientLastName: null };

const mtn: DescribedTransfer = {
  destinationKind: 'mobile_money',
  network: 'MTN',
  bankName: null,
  accountNumber: '+233244123456',
  accountName: 'Ama Owusu',
  feePesewas: '0',
};

const bank: DescribedTransfer = {
  destinationKind: 'bank',
  network: null,
  bankName: 'GCB Bank',
  accountNumber: '1040001234567',
  accountName: 'Yaw Boateng',
  feePesewas: '175',
};

describe('describeStatementEntry', () => {
  it('names the other person of a payment, by direction', () => {
    expect(describeStatementEntry(payment('p2p_send', '-2000'))).toBe('Payment to Kofi Mensah');
    expect(describeStatementEntry(payment('p2p_send', '2000'))).toBe('Payment from Ama Owusu');
    expect(describeStatementEntry(payment('request_payment', '-725'))).toBe('Payment to Kofi Mensah (money request)');
    expect(describeStatementEntry(payment('request_payment', '725'))).toBe('Payment from Ama Owusu (money request)');
    expect(describeStatementEntry(payment('held_claim', '300'))).toBe('Payment from Ama Owusu (claimed)');
    // A wrong send reversed: the sender's money back, the recipient's taken back; the hold while it waited.
    expect(describeStatementEntry(payment('p2p_reversal', '2000'))).toBe('Payment to Kofi Mensah reversed');
    expect(describeStatementEntry(payment('p2p_reversal', '-2000'))).toBe('Payment from Ama Owusu reversed');
    expect(describeStatementEntry(payment('reversal_hold', '-2000', noPeople))).toBe('Held for a reversal request');
  });

  it('shows a held payment’s phone or e-mail only masked', () => {
    const toPhone = payment('held_send', '-300', { ...noPeople, recipientPhone: '+233241234567' });
    expect(describeStatementEntry(toPhone)).toBe('Payment to 024 ••• ••67 (held until claimed)');
    const toEmail = payment('held_send', '-300', { ...noPeople, recipientEmail: 'kofi.boateng@example.com' });
    expect(describeStatementEntry(toEmail)).toBe('Payment to k•••@example.com (held until claimed)');
    const returned = payment('held_return', '300', { ...noPeople, recipientPhone: '+233241234567' });
    expect(describeStatementEntry(returned)).toBe('Unclaimed payment to 024 ••• ••67 returned');
    for (const text of [toPhone, toEmail, returned].map((e) => describeStatementEntry(e))) {
      expect(text).not.toMatch(/1234567|kofi\.boateng/);
    }
  });

  it('describes transfers to and from linked accounts, with the fee and a masked account', () => {
    expect(describeStatementEntry(payment('payout_hold', '-10000', noPeople), mtn)).toBe('Transfer to MTN MoMo 024 ••• ••56');
    expect(describeStatementEntry(payment('payout_hold', '-10175', noPeople), bank)).toBe(
      'Bank transfer to Yaw Boateng, GCB Bank ••••4567 (incl. GHS 1.75 fee)',
    );
    expect(describeStatementEntry(payment('payout_reversal', '10175', noPeople), bank)).toBe(
      'Bank transfer to Yaw Boateng, GCB Bank ••••4567 refunded (incl. GHS 1.75 fee)',
    );
    expect(describeStatementEntry(payment('payout_recover', '-10000', noPeople), mtn)).toBe(
      'Transfer to MTN MoMo 024 ••• ••56 paid out after its refund',
    );
    expect(describeStatementEntry(payment('collection_credit', '5000', noPeople), mtn)).toBe('Money added from MTN MoMo 024 ••• ••56');
    expect(
      describeStatementEntry(payment('payout_hold', '-100', noPeople), { ...mtn, network: 'TELECEL', accountNumber: '+233201234567' }),
    ).toBe('Transfer to Telecel Cash 020 ••• ••67');
  });

  it('still reads when the transfer row is not found', () => {
    expect(describeStatementEntry(payment('payout_hold', '-100', noPeople))).toBe('Transfer out (held)');
    expect(describeStatementEntry(payment('payout_reversal', '100', noPeople))).toBe('Transfer refunded');
    expect(describeStatementEntry(payment('collection_credit', '100', noPeople))).toBe('Money added from mobile money');
  });

  it('gives every other kind a plain description by direction', () => {
    expect(describeStatementEntry(payment('funding_credit', '100000', noPeople))).toBe('Opening balance credit');
    expect(describeStatementEntry(payment('p2p_send', '-100', noPeople))).toBe('Payment to a Nkabom user');
    expect(describeStatementEntry(payment('transfer', '100', noPeople))).toBe('Transfer in');
    expect(describeStatementEntry(payment('reversal', '-100', noPeople))).toBe('Reversal (money taken back)');
    expect(describeStatementEntry(payment('something_new', '100', noPeople))).toBe('Wallet credit');
    expect(describeStatementEntry(payment('something_new', '-100', noPeople))).toBe('Wallet debit');
  });
});
