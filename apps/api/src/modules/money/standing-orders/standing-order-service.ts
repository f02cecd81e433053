import { APP_NAME } from '@ghanapay/validators';
import {
  formatCedis,
  INSTANT_TRANSFER_MINIMUM_MESSAGE,
  INSTANT_TRANSFER_MINIMUM_PESEWAS,
  nextOccurrence,
  parseRecurrence,
  RecurrenceError,
  toCedisString,
  toIsoDate,
  type IsoDate,
} from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { idempotentRequest } from '../../idempotency';
import { findMoneyUserById, findPayeesFor, fullName } from '../money-user-repository';
import { linkedAccountLabelOf, usableLinkedAccount } from '../external';
import { createMoneyRequest } from '../requests/money-request-service';
import { sendMoney } from '../transfers/send-money-service';
import {
  claimRemindersFor,
  claimRunToResume,
  countLiveStandingOrders,
  finishRun,
  findStandingOrderView,
  insertRun,
  insertStandingOrder,
  listRecentRuns,
  listStandingOrderViews,
  lockOneDueOrder,
  lockOwner,
  lockStandingOrder,
  updateStandingOrder,
  type RunRow,
  type StandingOrderRow,
  type StandingOrderView,
} from './standing-order-repository';
import { runOutcomeParts } from './run-outcome';
import { attemptStandingTransfer } from './standing-transfer-run';
import { tellStandingOrder } from './standing-order-notices';
import {
  MAX_STANDING_ORDERS,
  STANDING_ORDER_MESSAGES,
  type TCreateStandingOrderRequest,
  type TStandingOrder,
} from './standing-order.types';

/** Every run happens at 08:00 Ghana time (UTC all year); a short wallet is tried once more at 17:00. */
const RUN_HOUR = 8;
const RETRY_HOUR = 17;
/** A run a worker started and never finished (it stopped) is taken up again after this long. */
const STALE_RUN_MS = 5 * 60_000;
const RUNS_SHOWN = 6;
const DAY_MS = 86_400_000;

type Deps = AppDeps;

/** The first day a schedule may run, seen from `now`: today before 08:00, else tomorrow. */
function firstRunnableDay(now: Date): IsoDate {
  return now.getUTCHours() < RUN_HOUR ? toIsoDate(now) : toIsoDate(new Date(now.getTime() + DAY_MS));
}

function nextDay(day: IsoDate): IsoDate {
  return toIsoDate(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
}

function accountRefOf(order: StandingOrderRow) {
  return { prefix: order.linkedAccountType === 'bank' ? ('bank' as const) : ('momo' as const), id: order.linkedAccountId! };
}

function scheduleOf(order: Pick<StandingOrderRow, 'rrule' | 'startsOn' | 'endsOn'>) {
  return { rule: parseRecurrence(order.rrule), schedule: { start: order.startsOn, end: order.endsOn } };
}

/**
 * A standing order: the person named (by phone, e-mail or username, as a send names them; someone
 * who blocked the owner is as unknown as nobody) is paid, or asked, the amount on each day of the
 * schedule at 08:00. Refused: a schedule that cannot be read or never runs, one starting before today,
 * more than MAX_STANDING_ORDERS live orders.
 */
export async function createStandingOrder(deps: Deps, userId: string, input: TCreateStandingOrderRequest): Promise<TStandingOrder> {
  const now = deps.now();
  const today = toIsoDate(now);
  let rule;
  try {
    rule = parseRecurrence(input.schedule.rrule);
  } catch (error) {
    if (error instanceof RecurrenceError) throw new AppError('VALIDATION_FAILED', error.message);
    throw error;
  }
  if (input.schedule.start < today) throw new AppError('VALIDATION_FAILED', STANDING_ORDER_MESSAGES.startInPast);
  const end = input.schedule.end ?? null;
  if (end !== null && end < input.schedule.start) throw new AppError('VALIDATION_FAILED', STANDING_ORDER_MESSAGES.neverRuns);
  const from = firstRunnableDay(now);
  const first = nextOccurrence(rule, { start: input.schedule.start, end }, from);
  if (!first) throw new AppError('VALIDATION_FAILED', STANDING_ORDER_MESSAGES.neverRuns);

  const target = input.kind === 'transfer' ? await transferTarget(deps, userId, input) : await personTarget(deps, userId, input);
  const id = await deps.db.transaction().execute(async (trx) => {
    // One person's orders are created one after another, so the cap cannot be passed by two at once.
    await lockOwner(trx, userId);
    if ((await countLiveStandingOrders(trx, userId)) >= MAX_STANDING_ORDERS)
      throw new AppError('INVALID_STATE', STANDING_ORDER_MESSAGES.tooMany);
    return insertStandingOrder(trx, {
      userId,
      kind: input.kind,
      ...target,
      amountPesewas: input.amount.toString(),
      message: input.message ?? null,
      rrule: input.schedule.rrule.replace(/^RRULE:/i, '').toUpperCase(),
      startsOn: input.schedule.start,
      endsOn: end,
      status: 'active',
      nextRunOn: first,
      now,
    });
  });
  return getStandingOrder(deps, userId, id);
}

type Target = Pick<StandingOrderRow, 'counterpartyId' | 'linkedAccountType' | 'linkedAccountId' | 'transferType'>;

/** A payment or request goes to someone with an account (one who blocked the owner is as unknown as nobody). */
async function personTarget(deps: Deps, userId: string, input: TCreateStandingOrderRequest): Promise<Target> {
  const payees = await findPayeesFor(deps.db, userId, {
    username: input.recipientUsername,
    phone: input.recipientPhone,
    email: input.recipientEmail,
  });
  const distinct = new Map(payees.map((u) => [u.id, u]));
  if (distinct.size > 1)
    throw new AppError('VALIDATION_FAILED', 'The phone number, email and username you entered belong to different people');
  const [person] = distinct.values();
  if (!person) throw new AppError('NOT_FOUND', `No ${APP_NAME} user has these details: a standing order goes to someone with an account`);
  if (person.id === userId) throw new AppError('VALIDATION_FAILED', STANDING_ORDER_MESSAGES.yourself);
  return { counterpartyId: person.id, linkedAccountType: null, linkedAccountId: null, transferType: null };
}

/** A transfer goes to the owner's own active, verified linked account (another user's id: 404), as a one-off transfer does. */
async function transferTarget(deps: Deps, userId: string, input: TCreateStandingOrderRequest): Promise<Target> {
  if (input.transferType === 'instant' && input.amount < INSTANT_TRANSFER_MINIMUM_PESEWAS)
    throw new AppError('VALIDATION_FAILED', INSTANT_TRANSFER_MINIMUM_MESSAGE);
  const account = await usableLinkedAccount(deps.db, userId, input.accountId!, input.accountType);
  return { counterpartyId: null, linkedAccountType: account.type, linkedAccountId: account.id, transferType: input.transferType };
}

export async function listStandingOrders(deps: Pick<AppDeps, 'db'>, userId: string): Promise<TStandingOrder[]> {
  const views = await listStandingOrderViews(deps.db, userId);
  const runs = await listRecentRuns(
    deps.db,
    views.map((v) => v.id),
    RUNS_SHOWN,
  );
  return Promise.all(views.map(async (v) => toDto(v, runs, await accountLabel(deps, v))));
}

export async function getStandingOrder(deps: Pick<AppDeps, 'db'>, userId: string, id: string): Promise<TStandingOrder> {
  const view = await findStandingOrderView(deps.db, id);
  if (!view || view.userId !== userId || view.status === 'cancelled') throw new AppError('NOT_FOUND', STANDING_ORDER_MESSAGES.notFound);
  return toDto(view, await listRecentRuns(deps.db, [id], RUNS_SHOWN), await accountLabel(deps, view));
}

/**
 * Pause, resume (the next day of the schedule from now on: days passed while paused are not made
 * up) or change the amount (from the next run on). Someone else's order: 404; ended or cancelled: 409.
 */
export async function changeStandingOrder(
  deps: Deps,
  userId: string,
  input: { id: string; status?: 'active' | 'paused' | undefined; amount?: bigint | undefined },
): Promise<TStandingOrder> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockStandingOrder(trx, input.id);
    if (!order || order.userId !== userId || order.status === 'cancelled')
      throw new AppError('NOT_FOUND', STANDING_ORDER_MESSAGES.notFound);
    if (order.status === 'ended') throw new AppError('INVALID_STATE', STANDING_ORDER_MESSAGES.ended);
    const change: Parameters<typeof updateStandingOrder>[2] = { now };
    if (input.amount !== undefined) change.amountPesewas = input.amount.toString();
    if (input.status === 'paused') change.status = 'paused';
    if (input.status === 'active' && order.status === 'paused') {
      // A transfer paused because its account went resumes only once the account can take money again.
      if (order.kind === 'transfer') await usableLinkedAccount(trx, userId, accountRefOf(order), order.linkedAccountType!);
      const { rule, schedule } = scheduleOf(order);
      const next = nextOccurrence(rule, schedule, firstRunnableDay(now));
      change.status = next ? 'active' : 'ended';
      change.nextRunOn = next;
    }
    await updateStandingOrder(trx, order.id, change);
  });
  return getStandingOrder(deps, userId, input.id);
}

/** Cancels the order: no run from now on (a run already under way ends as it would have). */
export async function cancelStandingOrder(deps: Deps, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockStandingOrder(trx, id);
    if (!order || order.userId !== userId || order.status === 'cancelled')
      throw new AppError('NOT_FOUND', STANDING_ORDER_MESSAGES.notFound);
    await updateStandingOrder(trx, id, { status: 'cancelled', nextRunOn: null, now: deps.now() });
  });
}

/**
 * The queue's job (every minute): the day-before reminders, each order's due run (claimed once per
 * order and day, however many workers look), the 17:00 retries of short wallets and any run a
 * stopped worker left. Each run is an ordinary payment (scored, limited, its recipient told) under an
 * Idempotency-Key of the order, day and attempt, so a run taken up again is never paid twice.
 * Returns how many runs and reminders it handled.
 */
export async function runDueStandingOrders(deps: Deps): Promise<number> {
  const now = deps.now();
  let handled = 0;
  if (now.getUTCHours() >= RUN_HOUR) {
    for (const order of await claimRemindersFor(deps.db, nextDay(toIsoDate(now)), 200)) {
      handled++;
      await remind(deps, order);
    }
    for (;;) {
      const claimed = await deps.db.transaction().execute(async (trx) => {
        const order = await lockOneDueOrder(trx, toIsoDate(now));
        if (!order) return null;
        const run = await insertRun(trx, order.id, order.nextRunOn!, now);
        const { rule, schedule } = scheduleOf(order);
        const next = nextOccurrence(rule, schedule, nextDay(order.nextRunOn!));
        await updateStandingOrder(trx, order.id, { nextRunOn: next, status: next ? 'active' : 'ended', now });
        return { order, run };
      });
      if (!claimed) break;
      if (!claimed.run) continue;
      handled++;
      await perform(deps, claimed.order, claimed.run);
    }
  }
  for (;;) {
    const run = await deps.db.transaction().execute((trx) => claimRunToResume(trx, now, new Date(now.getTime() - STALE_RUN_MS)));
    if (!run) break;
    const order = await findStandingOrderView(deps.db, run.standingOrderId);
    if (!order) continue;
    handled++;
    // A retry (attempt 2) does not go for an order paused or cancelled since the morning.
    if (run.attempt === 2 && (order.status === 'paused' || order.status === 'cancelled')) {
      await finishRun(deps.db, run.id, { status: 'skipped', outcome: `Skipped: the standing order was ${order.status} before 17:00`, now });
      continue;
    }
    await perform(deps, order, run);
  }
  return handled;
}

/**
 * Demo mode only (POST /api/dev/standing-orders/{id}/run-now): the order's next run happens now, as
 * the job would run it on its day at 08:00 (once: the same run row), so the feature can be tried and
 * tested end to end without waiting for the day. The owner's own active order only.
 */
export async function runNextStandingOrderNow(deps: Deps, userId: string, id: string): Promise<TStandingOrder> {
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const order = await lockStandingOrder(trx, id);
    if (!order || order.userId !== userId || order.status === 'cancelled')
      throw new AppError('NOT_FOUND', STANDING_ORDER_MESSAGES.notFound);
    if (order.status !== 'active' || !order.nextRunOn) throw new AppError('INVALID_STATE', 'Only an active standing order can run');
    const now = deps.now();
    const run = await insertRun(trx, order.id, order.nextRunOn, now);
    const { rule, schedule } = scheduleOf(order);
    const next = nextOccurrence(rule, schedule, nextDay(order.nextRunOn));
    await updateStandingOrder(trx, order.id, { nextRunOn: next, status: next ? 'active' : 'ended', now });
    return run ? { order, run } : null;
  });
  if (claimed) await perform(deps, claimed.order, claimed.run);
  return getStandingOrder(deps, userId, id);
}

/** One attempt of a run: the payment, request or transfer, and how it ended, told to the owner. */
async function perform(deps: Deps, order: StandingOrderRow, run: RunRow): Promise<void> {
  const now = deps.now();
  const amount = BigInt(order.amountPesewas);
  const who = await targetName(deps, order);
  try {
    if (order.kind === 'transfer') {
      const attempt = await attemptStandingTransfer(deps, order, run);
      if (attempt.kind === 'sent') {
        await finishRun(deps.db, run.id, { status: 'completed', outcome: attempt.outcome, externalTransferId: attempt.transferId, now });
        await tellStandingOrder(deps, order, { kind: 'transferSent', outcome: attempt.outcome });
        return;
      }
      // The account went (unlinked, turned off): this run is skipped and the order paused until the owner sees to it.
      await finishRun(deps.db, run.id, { status: 'skipped', outcome: `Skipped: ${attempt.reason}. The standing order is paused`, now });
      await pauseStandingOrder(deps, order.id);
      await tellStandingOrder(deps, order, { kind: 'paused', reason: attempt.reason, runOn: run.runOn });
      return;
    }
    if (order.kind === 'request') {
      await deps.db.transaction().execute(async (trx) => {
        const request = await createMoneyRequest(trx, deps, {
          requesterId: order.userId,
          payerId: order.counterpartyId!,
          amountPesewas: amount,
          message: order.message,
        });
        const outcome = `Asked ${who} for ${formatCedis(amount)}`;
        await finishRun(trx, run.id, { status: 'completed', outcome, moneyRequestId: String(request.id), now });
      });
      return;
    }
    const key = `standing-order:${order.id}:${run.runOn}:${run.attempt}`;
    const input = { standingOrder: order.id, runOn: run.runOn, attempt: run.attempt, amount: order.amountPesewas };
    const payment = await sendMoney(
      deps,
      {
        senderId: order.userId,
        amountPesewas: amount,
        recipient: { recipientId: order.counterpartyId! },
        message: order.message ?? 'Standing order',
      },
      { idempotency: idempotentRequest(order.userId, key, 'standing-order-run', input, () => {}), sessionId: null },
    );
    const outcome =
      payment.status === 'blocked'
        ? `Stopped for your safety: open the payment to proceed or cancel it`
        : payment.waiting
          ? `Waiting: ${payment.waiting.reason === 'guardian' ? "for your guardian's approval" : 'a first large payment'}`
          : `Paid ${formatCedis(amount)} to ${who}`;
    await finishRun(deps.db, run.id, { status: 'completed', outcome, transactionId: String(payment.id), now });
    await tellStandingOrder(deps, order, {
      kind:
        payment.status === 'blocked'
          ? 'blocked'
          : payment.waiting
            ? payment.waiting.reason === 'guardian'
              ? 'waitsGuardian'
              : 'waitsFirst'
            : 'paid',
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'INSUFFICIENT_FUNDS' && run.attempt === 1) {
      const retryAt = new Date(Date.parse(`${run.runOn}T${String(RETRY_HOUR).padStart(2, '0')}:00:00Z`));
      await finishRun(deps.db, run.id, { status: 'retry', outcome: 'Not enough money at 08:00: tried again at 17:00', retryAt, now });
      await tellStandingOrder(deps, order, { kind: 'retry' });
      return;
    }
    const skipped = error.code === 'INSUFFICIENT_FUNDS';
    const outcome = skipped
      ? 'Skipped: not enough money at 08:00 or 17:00'
      : `${order.kind === 'transfer' ? 'Not sent' : 'Not paid'}: ${error.message}`;
    await finishRun(deps.db, run.id, { status: skipped ? 'skipped' : 'failed', outcome, now });
    await tellStandingOrder(
      deps,
      order,
      skipped
        ? { kind: 'skipped', runOn: run.runOn }
        : { kind: order.kind === 'transfer' ? 'notSent' : 'notPaid', reason: error.message, runOn: run.runOn },
    );
  }
}

async function remind(deps: Deps, order: StandingOrderRow): Promise<void> {
  await tellStandingOrder(deps, order, { kind: 'reminder' });
}

/** Who (or where) the order pays: the person's name, or "your MTN MoMo 024 123 4567". */
async function targetName(deps: Pick<AppDeps, 'db'>, order: StandingOrderRow): Promise<string> {
  if (order.kind === 'transfer') {
    const label = await linkedAccountLabelOf(deps.db, order.userId, order.linkedAccountType!, order.linkedAccountId!);
    return label ? `your ${label}` : 'your linked account';
  }
  const user = await findMoneyUserById(deps.db, order.counterpartyId!);
  return user ? fullName(user) : 'them';
}

async function pauseStandingOrder(deps: Deps, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockStandingOrder(trx, id);
    if (order && (order.status === 'active' || order.status === 'paused'))
      await updateStandingOrder(trx, id, { status: 'paused', now: deps.now() });
  });
}

async function accountLabel(deps: Pick<AppDeps, 'db'>, view: StandingOrderView): Promise<string | null> {
  if (view.kind !== 'transfer') return null;
  return (await linkedAccountLabelOf(deps.db, view.userId, view.linkedAccountType!, view.linkedAccountId!)) ?? 'Unlinked account';
}

function toDto(view: StandingOrderView, runs: RunRow[], label: string | null): TStandingOrder {
  return {
    id: view.id,
    kind: view.kind,
    counterparty:
      view.counterpartyId === null
        ? null
        : {
            id: view.counterpartyId,
            name: fullName({ firstName: view.counterpartyFirstName ?? '', lastName: view.counterpartyLastName ?? '' }),
            username: view.counterpartyUsername,
          },
    account:
      view.kind === 'transfer'
        ? { type: view.linkedAccountType!, id: view.linkedAccountId!, label: label ?? 'Unlinked account', transferType: view.transferType! }
        : null,
    amount: toCedisString(BigInt(view.amountPesewas)),
    message: view.message,
    schedule: { rrule: view.rrule, start: view.startsOn, end: view.endsOn },
    status: view.status,
    nextRunOn: view.nextRunOn,
    runs: runs
      .filter((r) => r.standingOrderId === view.id)
      .map((r) => ({
        runOn: r.runOn,
        attempt: r.attempt,
        status: r.status,
        outcome: r.outcome,
        outcomeParts: runOutcomeParts(r.outcome, r.runOn),
        transactionId: r.transactionId === null ? null : Number(r.transactionId),
        moneyRequestId: r.moneyRequestId === null ? null : Number(r.moneyRequestId),
        transferId: r.externalTransferId,
      })),
    createdAt: view.createdAt.toISOString(),
  };
}
