/**
 * USSD under load: SESSIONS concurrent handsets walk Send money end to end through the real gateway
 * (POST /ussd, Africa's Talking's form post with the aggregator key) of the production build, on an
 * embedded PostgreSQL: open → 2 → recipient's phone → amount → PIN. Every confirming request is then
 * posted again (an aggregator's retry). Prints p50/p95/p99 per hop and checks that every payment
 * landed once (no lost, no doubled payment) and that the ledger audit is clean; exits non-zero if not.
 *
 *   pnpm turbo run build --filter=@ghanapay/api
 *   pnpm --filter @ghanapay/bench ussd            # SESSIONS=200 THINK_MS=2000
 *
 * THINK_MS: a person reads each screen and types a reply: each session waits a random 0.5–1.5 ×
 * THINK_MS between hops (sessions start spread over the same span), so 200 sessions are in flight
 * together as on a real aggregator. THINK_MS=0: every session fires its next hop at once (a burst:
 * 200 requests land together at every hop).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { auditLedger, creditFromFunding, ensureWalletAccount, getWalletBalanceByUser } from '@ghanapay/ledger';
import { hash } from '@node-rs/argon2';
import { hashUssdPin, ussdPinPepper } from '../../apps/api/src/modules/ussd/pins/ussd-pin-hashing';
import { startApi, stopApi } from '../lib/start-api';
import { startBenchDatabase } from '../lib/start-bench-database';

const SESSIONS = Number(process.env.SESSIONS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3292);
const KEY = 'bench-ussd-key-0123456789abcdef';
const PIN = '2468';
const AMOUNT = '7.25';
const THINK_MS = Number(process.env.THINK_MS ?? 2000);
const think = () => (THINK_MS > 0 ? new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random()))) : Promise.resolve());

const database = await startBenchDatabase({ prefix: 'ghanapay-bench-ussd-' });
const { db, server } = database;

// Senders (with a USSD PIN) and recipients, straight into the tables, months old (established
// accounts for the fraud scorer), each sender funded.
// The API's card keys are given, so the bench can store the PINs as the API does: peppered by a key
// derived from DATA_HMAC_KEY (apps/api/src/modules/ussd/pins/ussd-pin-hashing.ts).
const cardFingerprintKey = randomBytes(32).toString('base64');
const cardEncryptionKeys = `bench1:${randomBytes(32).toString('base64')}`;
const ussdPinHash = await hashUssdPin(PIN, ussdPinPepper(cardFingerprintKey));
const passwordHash = await hash('bench-password-not-used', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
const people: { id: string; phone: string }[] = [];
for (let i = 0; i < SESSIONS * 2; i++) {
  const username = `ussd_${String(i).padStart(5, '0')}`;
  const phone = `+23324${String(i).padStart(7, '0')}`;
  const row = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@bench.example`,
      phoneNumber: phone,
      firstName: 'Bench',
      lastName: `Caller${i}`,
      passwordHash,
      phoneVerified: true,
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ensureWalletAccount(db, row.id);
  if (i < SESSIONS) {
    await creditFromFunding(db, { userId: row.id, amountPesewas: 100_000n, description: 'bench float' });
    await db.insertInto('ussdPins').values({ userId: row.id, pinHash: ussdPinHash }).execute();
  }
  people.push({ id: row.id, phone });
}

// BENCH_CPU_PROF=<dir>: a V8 CPU profile of the API (summarise it with bench/transfers/cpu-profile-top.mjs).
const api = await startApi({
  port: PORT,
  databaseUrl: server.socketConnectionString('ghanapay'),
  dataDir: database.dir,
  nodeFlags: process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [],
  env: { USSD_GATEWAY_KEY: KEY, DATA_HMAC_KEY: cardFingerprintKey, DATA_ENCRYPTION_KEYS: cardEncryptionKeys },
});

const agent = new http.Agent({ keepAlive: true, maxSockets: SESSIONS });

/** One Africa's Talking callback: a form post, answered "CON …" or "END …". */
function postUssd(fields: Record<string, string>): Promise<{ status: number; body: string; ms: number }> {
  const body = new URLSearchParams(fields).toString();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: `/ussd?key=${KEY}`,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const HOPS = ['open', 'menu 2', 'phone', 'amount', 'PIN (pays)', 'retry of PIN'] as const;
const timings: number[][] = HOPS.map(() => []);
const failures: string[] = [];

async function walk(index: number): Promise<void> {
  const sender = people[index]!;
  const recipient = people[SESSIONS + index]!;
  const sessionId = `ATUid_bench_${index}`;
  const inputs = ['', '2', `0${recipient.phone.slice(4)}`, AMOUNT, PIN];
  const expected = [
    /^CON Nkabom/,
    /^CON Enter the recipient/,
    /^CON Enter the amount/,
    /^CON Send GHS 7\.25 to Bench/,
    /^END Sent GHS 7\.25/,
  ];
  for (let hop = 0; hop < inputs.length; hop++) {
    await think();
    const text = inputs.slice(1, hop + 1).join('*');
    const res = await postUssd({ sessionId, serviceCode: '*920*00#', phoneNumber: sender.phone, networkCode: '62002', text });
    timings[hop]!.push(res.ms);
    if (res.status !== 200 || !expected[hop]!.test(res.body)) {
      failures.push(`session ${index} hop ${HOPS[hop]}: ${res.status} ${res.body.slice(0, 80)}`);
      return;
    }
    if (hop === inputs.length - 1) {
      const sent = res.body;
      const retry = await postUssd({ sessionId, serviceCode: '*920*00#', phoneNumber: sender.phone, networkCode: '62002', text });
      timings[5]!.push(retry.ms);
      if (retry.body !== sent) failures.push(`session ${index}: the retry answered differently`);
    }
  }
}

const started = performance.now();
await Promise.all(people.slice(0, SESSIONS).map((_, index) => walk(index)));
const wallMs = performance.now() - started;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
console.log(
  `\nUSSD send money: ${SESSIONS} concurrent sessions (think ${THINK_MS} ms ± 50 %), ${SESSIONS * 6} requests in ${(wallMs / 1000).toFixed(1)} s`,
);
console.log('| hop | p50 ms | p95 ms | p99 ms | max ms |');
console.log('|---|---:|---:|---:|---:|');
HOPS.forEach((hop, i) => {
  const t = timings[i]!;
  console.log(`| ${hop} | ${pct(t, 50).toFixed(0)} | ${pct(t, 95).toFixed(0)} | ${pct(t, 99).toFixed(0)} | ${Math.max(...t).toFixed(0)} |`);
});

// Every payment once: each recipient holds exactly the amount, each sender paid it once.
let lost = 0;
let doubled = 0;
for (let i = 0; i < SESSIONS; i++) {
  const received = await getWalletBalanceByUser(db, people[SESSIONS + i]!.id);
  if (received === 0n) lost++;
  else if (received !== 725n) doubled++;
  if ((await getWalletBalanceByUser(db, people[i]!.id)) !== 100_000n - (received === 0n ? 0n : 725n)) doubled++;
}
const payments = await db
  .selectFrom('transactions')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();
const violations = await auditLedger(db);
console.log(
  `\npayments: ${payments.n} for ${SESSIONS} sessions · lost: ${lost} · doubled: ${doubled} · ledger audit: ${violations.length === 0 ? 'clean' : JSON.stringify(violations.slice(0, 3))}`,
);
if (failures.length) console.log(`failures (${failures.length}):\n${failures.slice(0, 10).join('\n')}`);

await stopApi(api);
await database.stop();
if (lost || doubled || violations.length || failures.length || Number(payments.n) !== SESSIONS) process.exit(1);
