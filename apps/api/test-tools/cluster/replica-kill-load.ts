import { callApi, idOf, RequestCounter } from './http-client';
import { sleep, type ClusterContext, type Person } from './cluster-context';
import { emptyRow, type ScenarioRow } from './scenario-report';

type Kind = 'send' | 'duplicate-send' | 'transfer-out';
interface Operation {
  key: string;
  kind: Kind;
  payer: Person;
  path: string;
  body: Record<string, unknown>;
  message: string;
  attempts: number;
  /** Every final answer (status < 500). */
  finals: { status: number; id: string | null }[];
}

const CLIENT_TIMEOUT_MS = 3_000;

/**
 * The fault suite's mixed load (sends, duplicate submits, transfers out, each with an
 * Idempotency-Key; a timeout or 5xx retried with the same key) through HAProxy, with one replica
 * killed (SIGKILL) halfway: its requests in flight are cut, HAProxy's health check takes it out, the
 * retries land on the survivor. Then every acknowledged operation is there exactly once, nothing
 * refused left a payment, the ledger audit is clean and the money inside did not change.
 */
export async function runReplicaKill(
  ctx: ClusterContext,
  options: { payers: Person[]; loadMs: number; workers: number; seed: number; kill: () => Promise<string> },
): Promise<ScenarioRow> {
  const counter = new RequestCounter();
  const row = emptyRow('replica kill -9 under load');
  const moneyBefore = await ctx.faults.moneyInside();
  const paymentsBefore = await ctx.faults.countTransactions();
  const transfersBefore = await ctx.faults.countExternalTransfers();
  let state = options.seed >>> 0;
  const random = () => (state = (Math.imul(state ^ (state >>> 15), 2654435761) + 0x6d2b79f5) >>> 0) / 4294967296;
  const ops: Operation[] = [];
  /** Which replica answered, from the kill on: the survivor alone, once HAProxy's checks notice. */
  let afterKill: Map<string, number> | null = null;
  let n = 0;
  const newOperation = (): Operation => {
    const kinds: Kind[] = ['send', 'send', 'duplicate-send', 'transfer-out'];
    const kind = kinds[Math.floor(random() * kinds.length)]!;
    const payer = options.payers[Math.floor(random() * options.payers.length)]!;
    const payee = options.payers.find((p) => p !== payer)!;
    const key = `cl-kill-${options.seed}-${++n}`;
    const amount = `0.${String(1 + Math.floor(random() * 50)).padStart(2, '0')}`;
    const base = { key, kind, payer, message: `ck-${key}`, attempts: 0, finals: [] };
    if (kind === 'transfer-out')
      return {
        ...base,
        path: '/api/wallet/transfer',
        body: { amount: instantAmount(amount), accountId: payer.momo, transferType: 'instant' },
      };
    return { ...base, path: '/api/send-money', body: { amount, recipientUsername: payee.username, message: base.message } };
  };
  const attempt = async (op: Operation): Promise<boolean> => {
    op.attempts++;
    const res = await callApi(ctx.lb, counter, {
      method: 'POST',
      path: op.path,
      body: op.body,
      cookie: op.payer.cookie,
      key: op.key,
      timeoutMs: CLIENT_TIMEOUT_MS,
    });
    if (res && afterKill) afterKill.set(res.servedBy, (afterKill.get(res.servedBy) ?? 0) + 1);
    if (!res || res.status >= 500) return false;
    op.finals.push({ status: res.status, id: idOf(res.json) });
    return true;
  };

  let done = false;
  const load = Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (!done) {
        const op = newOperation();
        ops.push(op);
        if (op.kind === 'duplicate-send') await Promise.all([attempt(op), attempt(op)]);
        else for (let i = 0; i < 3 && !(await attempt(op)); i++) await sleep(300);
      }
    }),
  );
  await sleep(options.loadMs / 2);
  const killed = await options.kill();
  afterKill = new Map();
  await sleep(options.loadMs / 2);
  done = true;
  await load;

  // Every operation without an outcome is retried (same key) until it has one — a 409 ("in progress",
  // "wallet busy") is not an outcome but "try again", as a client would; then each retried or
  // duplicated key once more.
  const open = () => ops.filter((op) => !op.finals.some((f) => f.status !== 409));
  for (let round = 0; round < 40 && open().length; round++) {
    await Promise.all(open().map(attempt));
    await sleep(300);
  }
  for (const op of open()) row.problems.push(`${op.key}: no outcome after 40 retries ${JSON.stringify(op.finals)}`);
  for (const op of ops.filter((o) => o.attempts > 1 || o.kind === 'duplicate-send')) await attempt(op);
  const acked = (op: Operation) => op.finals.some((f) => f.status < 300);
  for (const op of ops) {
    const outcomes = op.finals.filter((f) => f.status !== 409);
    const first = outcomes[0];
    if (first && outcomes.some((f) => f.status < 300 !== first.status < 300 || (f.status < 300 && f.id !== first.id)))
      row.problems.push(`${op.key} (${op.kind}): more than one outcome ${JSON.stringify(op.finals)}`);
  }

  const sends = ops.filter((op) => op.kind !== 'transfer-out');
  const byMessage = await ctx.faults.paymentsByMessage(sends.map((op) => op.message));
  for (const op of sends) {
    const count = byMessage.get(op.message) ?? 0;
    if (acked(op) && count === 0) row.lost++;
    if (count > 1 || (!acked(op) && count > 0)) {
      row.doubled++;
      row.problems.push(`${op.key} (${op.kind}): ${count} payments, answers ${JSON.stringify(op.finals)}`);
    }
  }
  const transfers = ops.filter((op) => op.kind === 'transfer-out' && acked(op));
  const present = await ctx.faults.externalTransferIds(transfers.map((op) => op.finals.find((f) => f.status < 300)!.id ?? ''));
  row.lost += transfers.length - present.size;
  const transferRows = (await ctx.faults.countExternalTransfers()) - transfersBefore;
  if (transferRows > transfers.length) row.doubled += transferRows - transfers.length;
  const paymentRows = (await ctx.faults.countTransactions()) - paymentsBefore;
  const ackedPayments = sends.filter(acked).length;
  if (paymentRows !== ackedPayments) row.problems.push(`${paymentRows} new payments in the table, ${ackedPayments} acknowledged`);
  const audit = await ctx.audit();
  if (audit.length) row.problems.push(`ledger audit: ${audit.join('; ').slice(0, 300)}`);
  const moneyAfter = await ctx.faults.moneyInside();
  if (moneyAfter !== moneyBefore) row.problems.push(`money inside changed: ${moneyBefore} → ${moneyAfter} pesewas`);
  row.acknowledged = ops.filter(acked).length;
  return {
    ...row,
    requests: counter.requests,
    fiveXx: counter.fiveXx,
    details: {
      operations: ops.length,
      killed,
      retried: ops.filter((op) => op.attempts > 1).length,
      answeredAfterKillBy: Object.fromEntries(afterKill ?? []),
    },
  };
}

/** An instant transfer out starts at ₵1.00 (its fee would round to nothing below): ₵1 more than the small amount drawn. */
function instantAmount(amount: string): string {
  const [cedis, pesewas] = amount.split('.');
  return `${Number(cedis) + 1}.${pesewas}`;
}
