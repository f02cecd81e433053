import { z } from 'zod';

/**
 * A standing order's run outcome as a key and its values, beside the stored English line (which REST
 * clients and the API's own notices keep). Each line is this service's own (standing-order-service.ts
 * writes them; a transfer's is its answer's message), so it is read back here by its template, and
 * `run-outcome.test.ts` holds each sentence readable. A line no template knows has no parts and is
 * shown as stored. A reason quoted from another service stays in its words (`reason`).
 */
const RUN_OUTCOME_KEYS = [
  'paid',
  'asked',
  'stopped_for_safety',
  'waiting_guardian',
  'waiting_first_large',
  'retry_at_17',
  'skipped_no_money',
  'skipped_order_paused',
  'skipped_order_cancelled',
  'skipped_account_gone',
  'not_sent',
  'not_paid',
  'wallet_on_its_way',
  'wallet_scheduled',
] as const;

export const ZRunOutcomePartsSchema = z
  .object({
    key: z.enum(RUN_OUTCOME_KEYS),
    /** `amount` (2-decimal cedis), `name`, `to`, `date` (YYYY-MM-DD), `reason` (another service's words). */
    values: z.record(z.string(), z.string()),
  })
  .nullable();
export type TRunOutcomeParts = z.infer<typeof ZRunOutcomePartsSchema>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const AMOUNT = '₵([\\d,]+\\.\\d{2})';

/**
 * "Wed, 2 Dec" (transfer-dto.ts `shortDate`) → YYYY-MM-DD: of the years around the run's, the one that
 * puts the day nearest the run (a payout is days after it; a demo run-now pays from today).
 */
function dayNear(runOn: string, text: string): string | undefined {
  const found = /(\d{1,2}) (\w{3})$/.exec(text);
  const month = found ? MONTHS.indexOf(found[2]!) : -1;
  if (!found || month < 0) return undefined;
  const run = Date.parse(`${runOn}T00:00:00Z`);
  const year = Number(runOn.slice(0, 4));
  const near = [year - 1, year, year + 1]
    .map((y) => Date.UTC(y, month, Number(found[1])))
    .reduce((best, at) => (Math.abs(at - run) < Math.abs(best - run) ? at : best));
  return new Date(near).toISOString().slice(0, 10);
}

const FIXED: Record<string, (typeof RUN_OUTCOME_KEYS)[number]> = {
  'Stopped for your safety: open the payment to proceed or cancel it': 'stopped_for_safety',
  "Waiting: for your guardian's approval": 'waiting_guardian',
  'Waiting: a first large payment': 'waiting_first_large',
  'Not enough money at 08:00: tried again at 17:00': 'retry_at_17',
  'Skipped: not enough money at 08:00 or 17:00': 'skipped_no_money',
  'Skipped: the standing order was paused before 17:00': 'skipped_order_paused',
  'Skipped: the standing order was cancelled before 17:00': 'skipped_order_cancelled',
};

const cedis = (text: string) => text.replace(/,/g, '');

const TEMPLATES: ReadonlyArray<readonly [RegExp, (found: RegExpExecArray, runOn: string) => NonNullable<TRunOutcomeParts> | null]> = [
  [new RegExp(`^Paid ${AMOUNT} to (.+)$`, 's'), (f) => ({ key: 'paid', values: { amount: cedis(f[1]!), name: f[2]! } })],
  [new RegExp(`^Asked (.+) for ${AMOUNT}$`, 's'), (f) => ({ key: 'asked', values: { name: f[1]!, amount: cedis(f[2]!) } })],
  [
    new RegExp(`^${AMOUNT} is on its way to (.+)$`, 's'),
    (f) => ({ key: 'wallet_on_its_way', values: { amount: cedis(f[1]!), to: f[2]! } }),
  ],
  [
    new RegExp(`^${AMOUNT} will be paid to (.+) on (\\w{3}, \\d{1,2} \\w{3})$`, 's'),
    (f, runOn) => {
      const date = dayNear(runOn, f[3]!);
      return date ? { key: 'wallet_scheduled', values: { amount: cedis(f[1]!), to: f[2]!, date } } : null;
    },
  ],
  [/^Skipped: (.+)\. The standing order is paused$/s, (f) => ({ key: 'skipped_account_gone', values: { reason: f[1]! } })],
  [/^Not sent: (.+)$/s, (f) => ({ key: 'not_sent', values: { reason: f[1]! } })],
  [/^Not paid: (.+)$/s, (f) => ({ key: 'not_paid', values: { reason: f[1]! } })],
];

/** A run's stored outcome line in parts; null for none, or a line of another shape. */
export function runOutcomeParts(outcome: string | null, runOn: string): TRunOutcomeParts {
  if (outcome === null) return null;
  const fixed = FIXED[outcome];
  if (fixed) return { key: fixed, values: {} };
  for (const [pattern, read] of TEMPLATES) {
    const found = pattern.exec(outcome);
    if (found) return read(found, runOn);
  }
  return null;
}
