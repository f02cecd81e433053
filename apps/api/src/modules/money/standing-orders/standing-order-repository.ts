import type { Database } from '@ghanapay/db';
import type { IsoDate } from '@ghanapay/money';
import { sql } from 'kysely';

type StandingOrderKind = 'payment' | 'request' | 'transfer';
export type StandingOrderStatus = 'active' | 'paused' | 'ended' | 'cancelled';
export type RunStatus = 'running' | 'retry' | 'completed' | 'skipped' | 'failed';

export interface StandingOrderRow {
  id: string;
  userId: string;
  kind: StandingOrderKind;
  /** Null for a transfer (which names the owner's linked account instead). */
  counterpartyId: string | null;
  linkedAccountType: 'mobile_money' | 'bank' | null;
  linkedAccountId: string | null;
  transferType: 'standard' | 'instant' | null;
  amountPesewas: string;
  message: string | null;
  rrule: string;
  startsOn: IsoDate;
  endsOn: IsoDate | null;
  status: StandingOrderStatus;
  nextRunOn: IsoDate | null;
  createdAt: Date;
}

export interface StandingOrderView extends StandingOrderRow {
  counterpartyFirstName: string | null;
  counterpartyLastName: string | null;
  counterpartyUsername: string | null;
}

export interface RunRow {
  id: string;
  standingOrderId: string;
  runOn: IsoDate;
  attempt: number;
  status: RunStatus;
  transactionId: string | null;
  moneyRequestId: string | null;
  externalTransferId: string | null;
  outcome: string | null;
}

const day = (column: string) => sql<IsoDate>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
/** A Ghana date as the `date` it is compared with. */
const asDate = (day: IsoDate) => sql<Date>`${day}::date`;
const nullableDay = (column: string) => sql<IsoDate | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

function orderColumns() {
  return [
    'o.id',
    'o.userId',
    'o.kind',
    'o.counterpartyId',
    'o.linkedAccountType',
    'o.linkedAccountId',
    'o.transferType',
    'o.amountPesewas',
    'o.message',
    'o.rrule',
    day('o.starts_on').as('startsOn'),
    nullableDay('o.ends_on').as('endsOn'),
    'o.status',
    nullableDay('o.next_run_on').as('nextRunOn'),
    'o.createdAt',
  ] as const;
}

export async function insertStandingOrder(db: Database, row: Omit<StandingOrderRow, 'id' | 'createdAt'> & { now: Date }): Promise<string> {
  const { now, ...values } = row;
  const inserted = await db
    .insertInto('standingOrders')
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The person's orders still running or paused (ended ones too, for their history), newest first. */
export async function listStandingOrderViews(db: Database, userId: string): Promise<StandingOrderView[]> {
  const rows = await db
    .selectFrom('standingOrders as o')
    .leftJoin('users as u', 'u.id', 'o.counterpartyId')
    .select([
      ...orderColumns(),
      'u.firstName as counterpartyFirstName',
      'u.lastName as counterpartyLastName',
      'u.username as counterpartyUsername',
    ])
    .where('o.userId', '=', userId)
    .where('o.status', '!=', 'cancelled')
    .orderBy('o.createdAt', 'desc')
    .execute();
  return rows as StandingOrderView[];
}

export async function findStandingOrderView(db: Database, id: string): Promise<StandingOrderView | undefined> {
  const row = await db
    .selectFrom('standingOrders as o')
    .leftJoin('users as u', 'u.id', 'o.counterpartyId')
    .select([
      ...orderColumns(),
      'u.firstName as counterpartyFirstName',
      'u.lastName as counterpartyLastName',
      'u.username as counterpartyUsername',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  return row as StandingOrderView | undefined;
}

export async function lockStandingOrder(trx: Database, id: string): Promise<StandingOrderRow | undefined> {
  const row = await trx.selectFrom('standingOrders as o').select(orderColumns()).where('o.id', '=', id).forUpdate().executeTakeFirst();
  return row as StandingOrderRow | undefined;
}

/** One person's orders are created one after another (their user row locked), so a cap holds under concurrency. */
export async function lockOwner(trx: Database, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function countLiveStandingOrders(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('standingOrders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('status', 'in', ['active', 'paused'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateStandingOrder(
  db: Database,
  id: string,
  values: Partial<{ status: StandingOrderStatus; nextRunOn: IsoDate | null; amountPesewas: string }> & { now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .updateTable('standingOrders')
    .set({ ...rest, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** One active order due on or before `today`, locked (others' locked rows skipped). */
export async function lockOneDueOrder(trx: Database, today: IsoDate): Promise<StandingOrderRow | undefined> {
  const row = await trx
    .selectFrom('standingOrders as o')
    .select(orderColumns())
    .where('o.status', '=', 'active')
    .where('o.nextRunOn', '<=', asDate(today))
    .orderBy('o.nextRunOn')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row as StandingOrderRow | undefined;
}

/** The run of this order on this day, once: undefined when one exists already. */
export async function insertRun(trx: Database, orderId: string, runOn: IsoDate, now: Date): Promise<RunRow | undefined> {
  const row = await trx
    .insertInto('standingOrderRuns')
    .values({ standingOrderId: orderId, runOn, attempt: 1, status: 'running', startedAt: now })
    .onConflict((oc) => oc.columns(['standingOrderId', 'runOn']).doNothing())
    .returning([
      'id',
      'standingOrderId',
      day('run_on').as('runOn'),
      'attempt',
      'status',
      'transactionId',
      'moneyRequestId',
      'externalTransferId',
      'outcome',
    ])
    .executeTakeFirst();
  return row as RunRow | undefined;
}

/**
 * A run to go again, claimed by this worker: one waiting its retry (17:00) as attempt 2, or one left
 * running by a worker that stopped (started before `staleBefore`), as the same attempt.
 */
export async function claimRunToResume(trx: Database, now: Date, staleBefore: Date): Promise<RunRow | undefined> {
  const row = await trx
    .updateTable('standingOrderRuns')
    .set((eb) => ({
      attempt: eb.case().when('status', '=', 'retry').then(2).else(eb.ref('attempt')).end(),
      status: 'running',
      retryAt: null,
      startedAt: now,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('standingOrderRuns')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'retry'), w('retryAt', '<=', now)]),
            w.and([w('status', '=', 'running'), w('startedAt', '<', staleBefore)]),
          ]),
        )
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'standingOrderId',
      day('run_on').as('runOn'),
      'attempt',
      'status',
      'transactionId',
      'moneyRequestId',
      'externalTransferId',
      'outcome',
    ])
    .executeTakeFirst();
  return row as RunRow | undefined;
}

export async function finishRun(
  db: Database,
  id: string,
  values: {
    status: Exclude<RunStatus, 'running'>;
    outcome: string;
    retryAt?: Date;
    transactionId?: string;
    moneyRequestId?: string;
    externalTransferId?: string;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable('standingOrderRuns')
    .set({
      status: values.status,
      outcome: values.outcome,
      retryAt: values.retryAt ?? null,
      transactionId: values.transactionId ?? null,
      moneyRequestId: values.moneyRequestId ?? null,
      externalTransferId: values.externalTransferId ?? null,
      finishedAt: values.status === 'retry' ? null : values.now,
    })
    .where('id', '=', id)
    .execute();
}

/** The latest runs of these orders, newest first, at most `perOrder` each. */
export async function listRecentRuns(db: Database, orderIds: string[], perOrder: number): Promise<RunRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await sql<RunRow>`
    SELECT id::text, standing_order_id AS "standingOrderId", to_char(run_on, 'YYYY-MM-DD') AS "runOn", attempt, status,
           transaction_id::text AS "transactionId", money_request_id::text AS "moneyRequestId",
           external_transfer_id::text AS "externalTransferId", outcome
    FROM (
      SELECT r.*, row_number() OVER (PARTITION BY standing_order_id ORDER BY run_on DESC) AS n
      FROM standing_order_runs r WHERE standing_order_id = ANY(${orderIds}::uuid[])
    ) ranked
    WHERE n <= ${perOrder}
    ORDER BY run_on DESC`.execute(db);
  return rows;
}

/**
 * Marks the order's next run as told about (the day before), once: the orders whose next run is
 * `tomorrow` and who were not yet told. Returns them.
 */
export async function claimRemindersFor(db: Database, tomorrow: IsoDate, limit: number): Promise<StandingOrderRow[]> {
  const rows = await db
    .updateTable('standingOrders as o')
    .set({ remindedFor: tomorrow })
    .where('o.id', 'in', (eb) =>
      eb
        .selectFrom('standingOrders')
        .select('id')
        .where('status', '=', 'active')
        .where('nextRunOn', '=', asDate(tomorrow))
        .where((w) => w.or([w('remindedFor', 'is', null), w('remindedFor', '<', asDate(tomorrow))]))
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(orderColumns())
    .execute();
  return rows as StandingOrderRow[];
}
