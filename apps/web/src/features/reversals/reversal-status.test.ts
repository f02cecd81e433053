import { describe, expect, it } from 'vitest';
import { isLiveReversal, reversalStatusColor, reversalStatusText } from './reversal-status';

describe('reversal statuses as each side reads them', () => {
  it('tells the recipient an open request waits for them, and the sender that it waits for the other', () => {
    expect(reversalStatusText({ status: 'open', role: 'recipient' })).toBe('Waiting for your answer');
    expect(reversalStatusText({ status: 'open', role: 'sender' })).toBe('Waiting for their answer');
    expect(reversalStatusText({ status: 'disputed', role: 'sender' })).toBe('Declined: our staff will decide');
    expect(reversalStatusText({ status: 'released', role: 'recipient' })).toBe('Staff decided: the payment stands');
  });

  it('counts open, accepted, disputed and unanswered as live (they keep their holds), and shows a reversal in green', () => {
    expect(['open', 'accepted', 'disputed', 'awaiting_staff'].every((s) => isLiveReversal(s as never))).toBe(true);
    expect(['reversed', 'returned', 'released', 'withdrawn'].some((s) => isLiveReversal(s as never))).toBe(false);
    expect(reversalStatusColor('reversed')).toBe('green');
    expect(reversalStatusColor('withdrawn')).toBe('gray');
    expect(reversalStatusColor('awaiting_staff')).toBe('yellow');
  });
});
