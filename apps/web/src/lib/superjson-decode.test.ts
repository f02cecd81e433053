import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { decodeSuperjson } from './superjson-decode';

/** What the server sends, as the browser receives it: superjson's output through JSON. */
const wire = (value: unknown) => JSON.parse(JSON.stringify(superjson.serialize(value))) as ReturnType<typeof superjson.serialize>;

describe('reading what the API sends without superjson', () => {
  it.each([
    ['plain JSON', [{ id: 'b1', amount: '5.00', token: null }]],
    ['a date', new Date('2026-11-27T06:00:00.000Z')],
    [
      'dates in a list of payments',
      [
        { id: 'b1', createdAt: new Date('2026-11-27T06:00:00.000Z'), completedAt: null },
        { id: 'b2', createdAt: new Date('2026-11-26T06:00:00.000Z'), completedAt: new Date('2026-11-26T06:00:05.000Z') },
      ],
    ],
    ['dates deep in an object', { merchant: { opened: { at: new Date(0) } }, takings: [{ at: new Date(1) }] }],
    ['a key with a dot or a backslash', { 'a.b': new Date(2), 'c\\d': new Date(3) }],
    [
      'an error with no stack',
      { message: 'No business yet', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, stack: undefined } },
    ],
  ])('%s reads as superjson reads it', async (_name, value) => {
    await expect(decodeSuperjson(wire(value))).resolves.toStrictEqual(superjson.deserialize(wire(value)));
    await expect(decodeSuperjson(wire(value))).resolves.toStrictEqual(value);
  });

  it('what it does not read itself (a bigint, a Map, one date sent twice) superjson reads', async () => {
    const same = new Date(4);
    for (const value of [{ big: 12n }, new Map([['a', 1]]), { from: same, to: same }]) {
      await expect(decodeSuperjson(wire(value))).resolves.toStrictEqual(superjson.deserialize(wire(value)));
    }
  });
});
