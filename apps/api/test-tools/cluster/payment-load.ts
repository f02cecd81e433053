import { DEMO_PASSWORD } from '../../src/modules/demo';
import type { AttemptRecord } from './failover-gap';

// The fault suite's mixed load (test-tools/faults/fault-suite.ts), as a class that a cluster script can aim at
// its API: P2P sends, request approvals, transfers out and duplicate submits, each under its own
// Idempotency-Key; a timed-out attempt or a 5xx is retried with the same key and body. Each attempt
// is kept on a timeline so that the time payments were refused can be measured.

type Kind = 'send' | 'approve' | 'transfer-out' | 'duplicate-send';
export interface Operation {
  key: string;
  kind: Kind;
  user: number;
  path: string;
  body: Record<string, unknown>;
  /** The unique message that finds its payment (sends) or its request (approvals). */
  message: string;
  attempts: number;
  /** Every final answer (status < 500): one outcome means all agree. */
  finals: { status: number; id: string | null }[];
  phase: string;
}
export interface Person {
  id: string;
  username: string;
  cookie: string;
  momo: string;
}

/** The client gives up on an answer after this, then retries with the same key. */
const CLIENT_TIMEOUT_MS = 2_000;
const WORKERS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { id?: unknown; transaction?: { id?: unknown }; transfer?: { id?: unknown } };
const idOf = (json: unknown): string | null => {
  if (!json || typeof json !== 'object') return null;
  const answer = json as Answer;
  return String(answer.id ?? answer.transaction?.id ?? answer.transfer?.id ?? '') || null;
};

export class PaymentLoad {
  readonly operations: Operation[] = [];
  readonly timeline: AttemptRecord[] = [];
  requestsSent = 0;
  serverErrors = 0;
  private counter = 0;

  constructor(
    private readonly baseUrl: string,
    readonly people: Person[],
    private readonly random: () => number,
    private readonly keyPrefix: string,
  ) {}

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private async call(person: Person, url: string, body: unknown, key: string): Promise<{ status: number; json: unknown } | null> {
    this.requestsSent++;
    try {
      const res = await fetch(this.baseUrl + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: person.cookie, 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await res.text();
      if (res.status >= 500) this.serverErrors++;
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: res.status, json };
    } catch {
      return null; // timed out or the connection failed: the client does not know
    }
  }

  /** One attempt; a final answer (< 500) is recorded, anything else leaves the operation to be retried. */
  async attempt(op: Operation): Promise<boolean> {
    op.attempts++;
    const sentAt = Date.now();
    const res = await this.call(this.people[op.user]!, op.path, op.body, op.key);
    const outcome = !res || res.status >= 500 ? 'refused' : res.status < 300 ? 'acknowledged' : 'answered';
    this.timeline.push({ sentAt, answeredAt: Date.now(), outcome });
    if (!res || res.status >= 500) return false;
    if (res.status === 401) {
      await this.signInAll();
      return false;
    }
    op.finals.push({ status: res.status, id: idOf(res.json) });
    return true;
  }

  private async newOperation(phase: string): Promise<Operation | null> {
    const kind = this.pick<Kind>(['send', 'send', 'approve', 'transfer-out', 'duplicate-send']);
    const user = Math.floor(this.random() * this.people.length);
    const other = (user + 1 + Math.floor(this.random() * (this.people.length - 1))) % this.people.length;
    const key = `${this.keyPrefix}-${++this.counter}`;
    const message = `cl-${key}`;
    const amount = `0.${String(1 + Math.floor(this.random() * 50)).padStart(2, '0')}`;
    const base = { key, kind, user, message, attempts: 0, finals: [], phase };
    if (kind === 'approve') {
      // The request itself is not a payment: made (with its own retries) before the approval is the operation.
      let requestId: string | null = null;
      for (let i = 0; i < 5 && !requestId; i++) {
        const res = await this.call(
          this.people[other]!,
          '/api/money-requests',
          { payerId: this.people[user]!.id, amount, message },
          `${key}-ask`,
        );
        if (res && res.status < 300) requestId = idOf(res.json);
        else if (res && res.status < 500) return null;
        else await sleep(300);
      }
      if (!requestId) return null;
      return { ...base, path: `/api/money-requests/${requestId}/respond`, body: { action: 'approve' } };
    }
    if (kind === 'transfer-out')
      return {
        ...base,
        path: '/api/wallet/transfer',
        body: { amount: instantAmount(amount), accountId: this.people[user]!.momo, transferType: 'instant' },
      };
    return { ...base, path: '/api/send-money', body: { amount, recipientUsername: this.people[other]!.username, message } };
  }

  /** Workers that submit operations until `until()` says stop; a refused attempt is retried (same key) a few times. */
  async run(phase: string, until: () => boolean): Promise<void> {
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (!until()) {
          const op = await this.newOperation(phase);
          if (!op) {
            await sleep(200);
            continue;
          }
          this.operations.push(op);
          if (op.kind === 'duplicate-send') await Promise.all([this.attempt(op), this.attempt(op)]);
          else for (let i = 0; i < 3 && !(await this.attempt(op)); i++) await sleep(300);
        }
      }),
    );
  }

  /** Retries every operation without a final answer (same key) until it has one, then replays each retried key once more. */
  async resolveAll(ops: Operation[]): Promise<string[]> {
    const problems: string[] = [];
    for (let round = 0; round < 60; round++) {
      const open = ops.filter((op) => op.finals.length === 0);
      if (!open.length) break;
      await Promise.all(open.map((op) => this.attempt(op)));
      if (open.some((op) => op.finals.length === 0)) await sleep(500);
    }
    for (const op of ops.filter((o) => o.finals.length === 0)) problems.push(`${op.key}: no final answer after 60 retries`);
    for (const op of ops) {
      if (op.attempts > 1 || op.kind === 'duplicate-send') await this.attempt(op);
      const ok = (s: number) => s < 300;
      // A concurrent duplicate may be told "in progress" (409) while the first runs: not an outcome.
      const outcomes = op.finals.filter((f) => f.status !== 409);
      if (outcomes.some((f) => ok(f.status) !== ok(outcomes[0]!.status) || (ok(f.status) && f.id !== outcomes[0]!.id)))
        problems.push(`${op.key} (${op.kind}): more than one outcome ${JSON.stringify(op.finals)}`);
    }
    return problems;
  }

  async signInAll(): Promise<void> {
    for (const person of this.people) {
      for (let i = 0; i < 40; i++) {
        const res = await fetch(`${this.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ loginId: person.username, password: DEMO_PASSWORD }),
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS * 2),
        }).catch(() => null);
        if (res?.ok) {
          person.cookie = res.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ');
          break;
        }
        await sleep(500);
      }
    }
  }
}

/** An instant transfer out starts at ₵1.00 (its fee would round to nothing below): ₵1 more than the small amount drawn. */
function instantAmount(amount: string): string {
  const [cedis, pesewas] = amount.split('.');
  return `${Number(cedis) + 1}.${pesewas}`;
}
