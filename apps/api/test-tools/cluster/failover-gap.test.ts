import { describe, expect, it } from 'vitest';
import { failoverGap, type AttemptRecord } from './failover-gap';

const at = (sentAt: number, answeredAt: number, outcome: AttemptRecord['outcome']): AttemptRecord => ({ sentAt, answeredAt, outcome });

describe('failoverGap', () => {
  it('runs from the fault to the first acknowledgement of a payment sent after it, counting the refusals between', () => {
    const timeline = [
      at(900, 950, 'acknowledged'), // before the fault
      at(990, 1_400, 'refused'), // in flight when the primary died
      at(1_500, 3_500, 'refused'), // timed out
      at(4_000, 4_100, 'refused'),
      at(8_000, 8_300, 'acknowledged'), // the standby took over
      at(8_100, 8_200, 'answered'), // a 4xx is an answer, not a refusal
      at(9_000, 9_050, 'refused'), // after the gap closed: not counted in it
    ];
    expect(failoverGap(timeline, 1_000)).toEqual({ gapMs: 7_300, refused: 3 });
  });

  it('does not close the gap on an acknowledgement of a payment sent before the fault', () => {
    const timeline = [at(990, 1_200, 'acknowledged'), at(1_100, 1_300, 'refused')];
    expect(failoverGap(timeline, 1_000)).toEqual({ gapMs: null, refused: 1 });
  });
});
