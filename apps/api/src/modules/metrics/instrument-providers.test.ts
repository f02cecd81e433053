import { describe, expect, it } from 'vitest';
import { instrumentProvider } from './instrument-providers';
import { providerCalls, providerDuration } from './metrics-registry';

async function count(provider: string, operation: string, outcome: string): Promise<number> {
  const metric = await providerCalls.get();
  return (
    metric.values.find((v) => v.labels.provider === provider && v.labels.operation === operation && v.labels.outcome === outcome)?.value ??
    0
  );
}

describe('instrumentProvider', () => {
  it('counts each call by outcome and times it, passing results and errors through unchanged', async () => {
    const rail = instrumentProvider('test-rail', {
      name: 'rail',
      submit: async (n: number) => n * 2,
      status: async () => {
        throw new Error('provider down');
      },
      label: () => 'sync',
    });
    expect(await rail.submit(21)).toBe(42);
    await expect(rail.status()).rejects.toThrow('provider down');
    expect(rail.label()).toBe('sync');
    expect(rail.name).toBe('rail');
    expect(await count('test-rail', 'submit', 'ok')).toBe(1);
    expect(await count('test-rail', 'status', 'error')).toBe(1);
    expect(await count('test-rail', 'label', 'ok')).toBe(0);
    const timed = (await providerDuration.get()).values.filter(
      (v) => v.labels.provider === 'test-rail' && v.metricName === 'ghanapay_provider_call_duration_seconds_count',
    );
    expect(timed.map((v) => [v.labels.outcome, v.value]).sort()).toEqual([
      ['error', 1],
      ['ok', 1],
    ]);
  });
});
