import type pg from 'pg';
import { FIRST_NAMES, LAST_NAMES } from './seed-users';

export interface BenchQuery {
  kind: string;
  text: string;
  viewerId: string;
}

/** A deterministic pseudo-random sequence, so every run searches for the same things. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * `count` searches of mixed kinds, typed the way people type them: name fragments of 2 to 6
 * letters, full names in either order, whole and partial phone numbers in local and international
 * spellings, @username prefixes, and whole or partial emails. Viewers are 50 random users.
 */
export async function buildQueries(pool: pg.Pool, count: number): Promise<BenchQuery[]> {
  const rnd = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const { rows: sample } = await pool.query<{
    id: string;
    first_name: string;
    last_name: string;
    username: string;
    phone_number: string;
    email: string;
  }>('SELECT id, first_name, last_name, username, phone_number, email FROM users ORDER BY md5(id::text) LIMIT 2000');
  const viewers = sample.slice(0, 50).map((u) => u.id);
  const kinds: [string, number, () => string][] = [
    ['name-2', 1, () => pick([...FIRST_NAMES, ...LAST_NAMES]).slice(0, 2)],
    [
      'name-fragment',
      3,
      () => {
        const name = pick([...FIRST_NAMES, ...LAST_NAMES]).toLowerCase();
        const start = Math.floor(rnd() * Math.max(1, name.length - 3));
        return name.slice(start, start + 3 + Math.floor(rnd() * 3));
      },
    ],
    [
      'full-name',
      2,
      () => {
        const u = pick(sample);
        return rnd() < 0.7 ? `${u.first_name} ${u.last_name}` : `${u.last_name.toLowerCase()} ${u.first_name.toLowerCase()}`;
      },
    ],
    [
      'phone',
      2,
      () => {
        const national = pick(sample).phone_number.slice(4);
        const spellings = [
          `0${national}`,
          `+233${national}`,
          `233${national}`,
          `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`,
        ];
        return pick(spellings);
      },
    ],
    ['phone-partial', 1, () => `0${pick(sample).phone_number.slice(4, 4 + 3 + Math.floor(rnd() * 5))}`],
    [
      'username',
      2,
      () => {
        const username = pick(sample).username;
        return `@${username.slice(0, 3 + Math.floor(rnd() * (username.length - 2)))}`;
      },
    ],
    [
      'email',
      1,
      () => {
        const email = pick(sample).email;
        return rnd() < 0.5 ? email : email.slice(0, email.indexOf('@') + 1 + Math.floor(rnd() * 3));
      },
    ],
  ];
  const weighted = kinds.flatMap((k) => Array.from({ length: k[1] }, () => k));
  return Array.from({ length: count }, () => {
    const [kind, , make] = pick(weighted);
    return { kind, text: make(), viewerId: pick(viewers) };
  });
}
