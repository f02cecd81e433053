import { describe, expect, it } from 'vitest';
import { interruptingAlerts } from './suspicious-activity-modal';

describe('interruptingAlerts', () => {
  it('interrupts only for serious unresolved alerts: a first ₵10 payment to a new contact (score 44) does not', () => {
    const alerts = [
      { id: 1, isResolved: false, riskScore: 44 },
      { id: 2, isResolved: false, riskScore: 83 },
      { id: 3, isResolved: true, riskScore: 95 },
      { id: 4, isResolved: false, riskScore: 75 },
    ];
    expect(interruptingAlerts(alerts).map((a) => a.id)).toEqual([2, 4]);
    expect(interruptingAlerts(alerts, new Set([2])).map((a) => a.id)).toEqual([4]);
    expect(interruptingAlerts([{ id: 1, isResolved: false, riskScore: 44 }])).toEqual([]);
  });
});
