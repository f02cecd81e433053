import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-on-deadlock';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock and returns its result', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(
      async () => {
        calls++;
        if (calls < 3) throw deadlock();
        return 'created';
      },
      { delayMs: 1 },
    );
    expect(result).toBe('created');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt, with the deadlock', async () => {
    let calls = 0;
    const work = async () => {
      calls++;
      throw deadlock();
    };
    await expect(retryOnDeadlock(work, { attempts: 2, delayMs: 1 })).rejects.toThrow('deadlock detected');
    expect(calls).toBe(2);
  });

  it('does not retry any other error', async () => {
    let calls = 0;
    const work = async () => {
      calls++;
      throw Object.assign(new Error('permission denied'), { code: '42501' });
    };
    await expect(retryOnDeadlock(work, { delayMs: 1 })).rejects.toThrow('permission denied');
    expect(calls).toBe(1);
  });
});
