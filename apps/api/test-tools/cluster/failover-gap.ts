/** One payment attempt: when it was sent and answered, and whether it was acknowledged (2xx) or refused (5xx, no answer). */
export interface AttemptRecord {
  sentAt: number;
  answeredAt: number;
  outcome: 'acknowledged' | 'refused' | 'answered';
}

/**
 * The failover gap: from the fault to the first payment acknowledged that was sent after it; and the
 * attempts refused or timed out meanwhile. Null when nothing was acknowledged after the fault.
 */
export function failoverGap(timeline: AttemptRecord[], faultAt: number): { gapMs: number | null; refused: number } {
  const after = timeline.filter((a) => a.sentAt >= faultAt).sort((a, b) => a.answeredAt - b.answeredAt);
  const firstAck = after.find((a) => a.outcome === 'acknowledged');
  const refused = timeline.filter(
    (a) => a.outcome === 'refused' && a.answeredAt >= faultAt && (!firstAck || a.sentAt < firstAck.answeredAt),
  );
  return { gapMs: firstAck ? firstAck.answeredAt - faultAt : null, refused: refused.length };
}
