import type { FraudAssessment } from '@ghanapay/fraud';
import { describe, expect, it } from 'vitest';
import { fraudAlertFor } from './fraud-assessment';
import { alertMessageParts } from './fraud-reason-keys';

const assessment = (score: number, reasons: string[]): FraudAssessment => ({
  score,
  reasons,
  level: score > 70 ? 'high' : 'medium',
  decision: score > 70 ? 'block' : 'alert',
  signals: [],
  confidence: 0.5,
  mlInsights: '',
});

function alertOf(score: number, reasons: string[], recipientLabel: string) {
  return fraudAlertFor({
    assessment: assessment(score, reasons),
    senderId: 'u1',
    recipientId: 'u2',
    recipientLabel,
    transactionId: '1',
    amountPesewas: 1_250_00n,
    now: new Date(),
  });
}

describe('alertMessageParts: an alert’s sentence read back in parts', () => {
  it('a stopped payment: amount, recipient (even one with a colon or " to " in it) and its first reason with its key', () => {
    const alert = alertOf(85, ['Recipient was reported by 3 other users', 'First payment to this recipient'], 'Ama: to Kumasi (@ama)');
    expect(alertMessageParts(alert.alertMessage, alert.riskFactors)).toEqual({
      key: 'payment_stopped',
      amount: '1250.00',
      recipient: 'Ama: to Kumasi (@ama)',
      reason: 'Recipient was reported by 3 other users',
      reasonKey: { key: 'recipient_reported', values: { count: 3 } },
    });
  });

  it('an unusual payment, and one with no reason (the default sentence)', () => {
    const alert = alertOf(40, [], 'Kofi Mensah');
    expect(alertMessageParts(alert.alertMessage, alert.riskFactors)).toEqual({
      key: 'payment_unusual',
      amount: '1250.00',
      recipient: 'Kofi Mensah',
      reason: 'Suspicious activity detected',
      reasonKey: { key: 'suspicious_activity', values: {} },
    });
  });

  it('a sentence of another shape has no parts (an older row: shown as written)', () => {
    expect(alertMessageParts('Unusual login detected', ['x'])).toBeNull();
  });
});
