import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { badText, LONE_SURROGATE_MESSAGE, NUL_MESSAGE, TOO_MANY_VALUES_MESSAGE } from './input-guards';

describe('badText: the input guard’s walk', () => {
  it('finds a NUL or a lone surrogate in keys and values at any depth of plain JSON', () => {
    expect(badText({ a: [{ b: 'x\u0000' }] })).toBe(NUL_MESSAGE);
    expect(badText({ ['k\ud800']: 1 })).toBe(LONE_SURROGATE_MESSAGE);
    expect(badText(['fine', { ok: true, n: 1 }])).toBeNull();
  });

  it('does not walk what is not plain JSON: a request stream, a Buffer, an object with getters', () => {
    // The critical finding: tRPC handed the raw request stream in as the body, and the walk of its
    // object graph (socket, server, parser…) never ended. A getter that throws shows a walk started.
    const touched = Object.defineProperty(Object.create(Readable.prototype) as object, 'socket', {
      enumerable: true,
      get() {
        throw new Error('walked into a stream');
      },
    });
    expect(badText(touched)).toBeNull();
    expect(badText(new Readable())).toBeNull();
    expect(badText(Buffer.alloc(1024, 0))).toBeNull();
  });

  it('visits at most 20,000 values: a graph of shared arrays (4 million paths) is refused at once', () => {
    let node: unknown[] = ['leaf'];
    for (let i = 0; i < 22; i++) node = [node, node];
    expect(badText(node)).toBe(TOO_MANY_VALUES_MESSAGE);
    expect(badText({ list: new Array(19_000).fill('x') })).toBeNull();
    expect(badText({ list: new Array(20_001).fill('x') })).toBe(TOO_MANY_VALUES_MESSAGE);
  });
});
