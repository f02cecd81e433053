import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { compiledCatalog } from '../../locales/test-catalog';
import { transferAnswerText, type TransferAnswer } from './transfer-answer-text';

// Answers as the API sends them (external-transfer-service.ts), with the English it writes beside them.
const ANSWERS: Array<[TransferAnswer, string]> = [
  [
    { messageKey: 'wallet_on_its_way', messageValues: { amount: '20.00', to: 'MTN MoMo 024 555 0101' } },
    '₵20.00 is on its way to MTN MoMo 024 555 0101',
  ],
  [
    { messageKey: 'wallet_scheduled', messageValues: { amount: '10.00', to: 'GCB Bank 104000000555', date: '2026-12-02' } },
    '₵10.00 will be paid to GCB Bank 104000000555 on Wed, 2 Dec',
  ],
  [
    { messageKey: 'bank_on_its_way', messageValues: { amount: '1250.50', name: 'Kofi Boateng', bank: 'Ecobank Ghana' } },
    '₵1,250.50 is on its way to Kofi Boateng at Ecobank Ghana',
  ],
  [{ messageKey: 'interconnect_completed', messageValues: {} }, 'Bank transfer completed successfully via the national interconnect'],
  [
    { messageKey: 'add_money_approve', messageValues: { amount: '50.00', account: '024 555 0101' } },
    'Approve the request for ₵50.00 on 024 555 0101 to add it to your wallet',
  ],
];

describe('transferAnswerText: a transfer’s answer in the language shown', () => {
  afterEach(() => i18n.activate('en'));

  it('writes the API’s English word for word', () => {
    for (const [answer, english] of ANSWERS) expect(transferAnswerText(answer)).toBe(english);
  });

  it('writes each in Twi, with its amount, names and date', () => {
    i18n.activate('tw', compiledCatalog('tw'));
    const twi = ANSWERS.map(([answer]) => transferAnswerText(answer));
    twi.forEach((text, i) => expect(text).not.toBe(ANSWERS[i]![1]));
    expect(twi[0]).toContain('₵20.00');
    expect(twi[0]).toContain('MTN MoMo 024 555 0101');
    expect(twi[1]).toContain('GCB Bank 104000000555');
    expect(twi[2]).toContain('Kofi Boateng');
  });

  it('keeps a bank’s own reason for a failure, else says it failed in the language shown', () => {
    i18n.activate('fr', compiledCatalog('fr'));
    expect(transferAnswerText({ messageKey: 'interconnect_failed', messageValues: { reason: 'Account closed' } })).toBe('Account closed');
    expect(transferAnswerText({ messageKey: 'interconnect_failed', messageValues: {} })).not.toBe('Bank transfer failed.');
    expect(transferAnswerText({ messageKey: 'bank_on_its_way', messageValues: { amount: '1250.50', name: 'Ama', bank: 'GCB' } })).toMatch(
      /₵1\s250,50/u,
    );
  });
});
