import { featuresFromSummary, scoreTransaction, type FraudAssessment, type HistorySummary } from '@ghanapay/fraud';
import { formatCedis } from '@ghanapay/money';
import type { SenderProfile } from './fraud-features-repository';

const ALERT_TYPES = { block: 'HIGH_RISK_TRANSACTION', alert: 'SUSPICIOUS_TRANSACTION' } as const;

/** Scores a payment whose facts are already loaded (a send loads them with loadSendContext). */
export function scoreLoadedPayment(payment: {
  sender: SenderProfile;
  recipient: { createdAt: Date | null };
  amountPesewas: bigint;
  now: Date;
  /** The sender's history as the database summarised it (send_context). */
  history: HistorySummary;
  recipientHistory: { paidBefore: boolean; establishedContact: boolean; distinctReporters: number };
}): FraudAssessment {
  const { sender } = payment;
  return scoreTransaction(
    featuresFromSummary({
      amountPesewas: payment.amountPesewas,
      now: payment.now,
      sender: { createdAt: sender.createdAt, balancePesewas: sender.balancePesewas },
      history: payment.history,
      recipient: { createdAt: payment.recipient.createdAt, ...payment.recipientHistory },
    }),
  );
}

/** The alert for the sender about a payment scored above the alert threshold (a send writes it with the payment). */
export function fraudAlertFor(alert: {
  assessment: FraudAssessment;
  senderId: string;
  recipientId: string | null;
  recipientLabel: string;
  transactionId: string;
  amountPesewas: bigint;
  now: Date;
}) {
  const { assessment } = alert;
  const blocked = assessment.decision === 'block';
  const amount = formatCedis(alert.amountPesewas);
  const topReason = assessment.reasons[0] ?? 'Suspicious activity detected';
  return {
    userId: alert.senderId,
    transactionId: alert.transactionId,
    alertType: blocked ? ALERT_TYPES.block : ALERT_TYPES.alert,
    alertMessage: blocked
      ? `We stopped a payment of ${amount} to ${alert.recipientLabel}: ${topReason}`
      : `A payment of ${amount} to ${alert.recipientLabel} looked unusual: ${topReason}`,
    riskScore: assessment.score,
    riskFactors: assessment.reasons,
    transactionAmountPesewas: alert.amountPesewas.toString(),
    recipientId: alert.recipientId,
    description: blocked
      ? 'The payment is on hold. Proceed if you know and trust the recipient, or cancel it.'
      : 'The payment went through. If you did not make it, contact support.',
    mlInsights: assessment.mlInsights,
    confidence: assessment.confidence,
    createdAt: alert.now,
  };
}
