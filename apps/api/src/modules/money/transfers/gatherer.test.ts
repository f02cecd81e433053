import { describe, expect, it } from 'vitest';
import { Gatherer } from './gatherer';

/** A database stand-in whose calls finish when the test says so. */
function controlled() {
  const calls: { inputs: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const gatherer = new Gatherer<number, string>(
    (input) =>
      new Promise((resolve, reject) => {
        calls.push({ inputs: [input], finish: () => resolve(`one ${input}`), fail: reject });
      }),
    (inputs) =>
      new Promise((resolve, reject) => {
        calls.push({
          inputs,
          // An odd input is refused on its own, as a send the database refuses.
          finish: () => resolve(inputs.map((i) => (i % 2 === 1 ? new Error(`refused ${i}`) : `many ${i}`))),
          fail: reject,
        });
      }),
    { inFlight: 2, maxBatch: 3 },
  );
  return { gatherer, calls };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Gatherer', () => {
  it('sends what arrives in one turn of the event loop together', async () => {
    const { gatherer, calls } = controlled();
    const answers = Promise.all([2, 4].map((i) => gatherer.run(i)));
    expect(calls).toEqual([]);
    await tick();
    expect(calls.map((c) => c.inputs)).toEqual([[2, 4]]);
    calls[0]!.finish();
    await expect(answers).resolves.toEqual(['many 2', 'many 4']);
  });

  it('runs an input at once, alone, while a call is free', async () => {
    const { gatherer, calls } = controlled();
    const answer = gatherer.run(10);
    await tick();
    expect(calls.map((c) => c.inputs)).toEqual([[10]]);
    calls[0]!.finish();
    await expect(answer).resolves.toBe('one 10');
    expect(gatherer.gathered).toEqual({ calls: 0, inputs: 0 });
  });

  it('gathers what arrives while every call is busy, up to maxBatch a call, each with its own answer', async () => {
    const { gatherer, calls } = controlled();
    const first = [gatherer.run(2)];
    await tick();
    first.push(gatherer.run(4));
    await tick();
    const answers = Promise.allSettled([...first, ...[6, 8, 9, 12].map((i) => gatherer.run(i))]);
    await tick();
    // Two alone (inFlight 2); the other four wait.
    expect(calls.map((c) => c.inputs)).toEqual([[2], [4]]);
    calls[0]!.finish();
    await tick();
    expect(calls.map((c) => c.inputs)).toEqual([[2], [4], [6, 8, 9]]);
    calls[1]!.finish();
    await tick();
    expect(calls.map((c) => c.inputs)).toEqual([[2], [4], [6, 8, 9], [12]]);
    calls[2]!.finish();
    calls[3]!.finish();
    const settled = await answers;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      'one 2',
      'one 4',
      'many 6',
      'many 8',
      'refused 9',
      'one 12',
    ]);
    expect(gatherer.gathered).toEqual({ calls: 1, inputs: 3 });
  });

  it('fails every input of a gathered call that fails, and goes on with the next', async () => {
    const { gatherer, calls } = controlled();
    const first = [gatherer.run(2)];
    await tick();
    first.push(gatherer.run(4));
    await tick();
    const answers = Promise.allSettled([...first, ...[6, 8, 10, 12].map((i) => gatherer.run(i))]);
    await tick();
    calls[0]!.finish();
    await tick();
    calls[2]!.fail(new Error('connection lost'));
    await tick();
    // 12 waited behind the failed call and runs next.
    expect(calls.map((c) => c.inputs)).toEqual([[2], [4], [6, 8, 10], [12]]);
    calls[1]!.finish();
    calls[3]!.finish();
    const settled = await answers;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      'one 2',
      'one 4',
      'connection lost',
      'connection lost',
      'connection lost',
      'one 12',
    ]);
  });
});
