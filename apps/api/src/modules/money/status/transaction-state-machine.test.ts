import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '../transaction-dto';
import { canTransition, planSenderStatusChange } from './transaction-state-machine';

describe('planSenderStatusChange', () => {
  it('lets the sender proceed with or cancel a blocked payment', () => {
    expect(planSenderStatusChange('blocked', 'pending')).toEqual({ action: 'proceed' });
    expect(planSenderStatusChange('blocked', 'cancelled')).toEqual({ action: 'cancel' });
  });

  it('refuses everything else', () => {
    for (const current of TRANSACTION_STATUSES) {
      for (const requested of TRANSACTION_STATUSES) {
        if (current === 'blocked' && (requested === 'pending' || requested === 'cancelled')) continue;
        expect(planSenderStatusChange(current, requested).action, `${current} → ${requested}`).toBe('refuse');
      }
    }
  });

  it('says why', () => {
    expect(planSenderStatusChange('completed', 'cancelled')).toEqual({
      action: 'refuse',
      message: 'Only a blocked transaction can be cancelled; this one is completed',
    });
    expect(planSenderStatusChange('blocked', 'completed')).toEqual({
      action: 'refuse',
      message: 'A transaction can only be set to pending (to proceed after a fraud warning) or cancelled',
    });
  });
});

describe('canTransition', () => {
  it('allows only the documented moves, and nothing out of a final status', () => {
    const allowed = TRANSACTION_STATUSES.flatMap((from) =>
      TRANSACTION_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(['blocked→cancelled', 'blocked→pending', 'completed→reversed', 'pending→completed', 'pending→reversed']);
  });
});
