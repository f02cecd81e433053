import type { Database } from '@ghanapay/db';
import { toCedisString, type Pesewas } from '@ghanapay/money';
import { SPLIT_BILL_MESSAGES, SPLIT_BILL_MIN_PARTICIPANTS } from '@ghanapay/validators';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { consumeRateLimit } from '../../rate-limits';
import { assertNotBlocked } from '../../social';
import { findMoneyUserById, findMoneyUserReachableBy, findUserIdByVerifiedPhone, fullName } from '../money-user-repository';
import { closeShareLink, insertShareLink } from '../payment-links/payment-link-service';
import { cancelMoneyRequest, createMoneyRequest } from '../requests/money-request-service';
import { participantStatus, toSplitBillDto, type TSplitBill } from './split-bill-dto';
import {
  findCreatorsBill,
  insertSplitBill,
  insertSplitBillParticipants,
  listCreatorsBills,
  listParticipantRows,
  claimReminders,
  type ParticipantRow,
} from './split-bill-repository';
import { SHARE_TEXTS_PER_USER } from './share-link-sms';
import { computeShares, type SplitMethod } from './split-bill-shares';

const BILLS_SHOWN = 50;
/** A participant is reminded at most once an hour. */
const REMIND_INTERVAL_MS = 60 * 60 * 1000;

export interface CreateSplitBillCommand {
  creatorId: string;
  description: string;
  totalPesewas: Pesewas;
  /** Left out: custom when every participant came with an amount, else equal. */
  splitMethod: SplitMethod | undefined;
  /** A person with the app by id, or anyone by phone (E.164): a number with a wallet is that person. */
  participants: { userId?: string | undefined; phoneNumber?: string | undefined; amount: Pesewas | undefined }[];
}

/** A share asked of someone without a wallet: the caller texts them the link once the transaction has committed. */
export interface InvitedShare {
  phoneNumber: string;
  code: string;
  /** Cedis with 2 decimals (this is kept, as JSON, with the request's Idempotency-Key). */
  amount: string;
  description: string;
  creatorName: string;
}

/** A request the bill sent, for the notices the caller sends once the transaction has committed. */
export interface SentShare {
  payerId: string;
  amount: string;
  message: string;
  requesterName: string;
}

/**
 * Creates the bill and one money request (the same service as /api/money-requests, so approval,
 * expiry, blocks and notices behave as everywhere) to every participant but the creator, inside the
 * caller's transaction: any refusal leaves nothing behind.
 */
export async function createSplitBill(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  command: CreateSplitBillCommand,
): Promise<{ bill: TSplitBill; sent: SentShare[]; invited: InvitedShare[] }> {
  // A number that has a wallet is that person (an ordinary request, with its blocks); any other gets a link by SMS.
  // Someone who blocked the creator is, by number, as unknown as nobody: a share link like anyone's, never texted.
  const resolved: Participant[] = [];
  for (const p of command.participants) {
    const owner = p.userId === undefined ? await findUserIdByVerifiedPhone(trx, p.phoneNumber!) : undefined;
    const blockedBy = owner !== undefined && !(await findMoneyUserReachableBy(trx, command.creatorId, owner));
    const userId = p.userId ?? (blockedBy ? undefined : owner);
    resolved.push(
      userId
        ? { userId, phoneNumber: null, amount: p.amount }
        : { userId: null, phoneNumber: p.phoneNumber!, amount: p.amount, quiet: blockedBy },
    );
  }
  const seen = new Set<string>();
  for (const p of resolved) {
    const key = p.userId ?? p.phoneNumber!;
    if (seen.has(key)) throw new AppError('VALIDATION_FAILED', 'Each person can be added only once');
    seen.add(key);
  }
  // The creator is always a participant, first (the equal split's rule counts on it).
  const creator = resolved.find((p) => p.userId === command.creatorId) ?? {
    userId: command.creatorId,
    phoneNumber: null,
    amount: undefined,
  };
  const ordered = [creator, ...resolved.filter((p) => p.userId !== command.creatorId)];
  if (ordered.length < SPLIT_BILL_MIN_PARTICIPANTS) throw new AppError('VALIDATION_FAILED', SPLIT_BILL_MESSAGES.participantsMin);
  const method = command.splitMethod ?? (command.participants.every((p) => p.amount !== undefined) ? 'custom' : 'equal');
  const shares = computeShares(command.totalPesewas, method, ordered);

  for (const p of ordered.slice(1)) {
    if (p.userId === null) continue;
    const user = await findMoneyUserReachableBy(trx, command.creatorId, p.userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    try {
      await assertNotBlocked(trx, { actorId: command.creatorId, targetId: user.id, action: 'split-bill' });
    } catch (error) {
      // Name who it is: a bill has several people.
      if (error instanceof AppError) throw new AppError(error.code, error.message.replace('this user', fullName(user)));
      throw error;
    }
  }

  const now = deps.now();
  const billId = await insertSplitBill(trx, {
    creatorId: command.creatorId,
    description: command.description,
    totalPesewas: command.totalPesewas,
    splitMethod: method,
    createdAt: now,
  });
  const message = `Split bill: ${command.description}`;
  const rows: Parameters<typeof insertSplitBillParticipants>[1] = [
    { splitBillId: billId, userId: command.creatorId, amountPesewas: shares[0]!, moneyRequestId: null },
  ];
  const sent: SentShare[] = [];
  const invited: InvitedShare[] = [];
  const creatorUser = await findMoneyUserById(trx, command.creatorId);
  const creatorName = creatorUser ? fullName(creatorUser) : 'A friend';
  for (const [i, p] of ordered.entries()) {
    if (i === 0) continue;
    if (p.userId === null) {
      // Counted in the bill's transaction: a bill refused later counts nothing.
      await consumeRateLimit(trx, SHARE_TEXTS_PER_USER, command.creatorId, now);
      const link = await insertShareLink(trx, {
        ownerId: command.creatorId,
        amountPesewas: shares[i]!,
        description: command.description,
        now,
      });
      rows.push({
        splitBillId: billId,
        userId: null,
        phoneNumber: p.phoneNumber,
        paymentLinkId: link.id,
        amountPesewas: shares[i]!,
        moneyRequestId: null,
      });
      if (!p.quiet)
        invited.push({
          phoneNumber: p.phoneNumber!,
          code: link.code,
          amount: toCedisString(shares[i]!),
          description: command.description,
          creatorName,
        });
      continue;
    }
    const request = await createMoneyRequest(trx, deps, {
      requesterId: command.creatorId,
      payerId: p.userId,
      amountPesewas: shares[i]!,
      message,
    });
    rows.push({ splitBillId: billId, userId: p.userId, amountPesewas: shares[i]!, moneyRequestId: String(request.id) });
    sent.push({ payerId: p.userId, amount: request.amount, message, requesterName: request.requesterName });
  }
  await insertSplitBillParticipants(trx, rows);
  return { bill: await getSplitBill(trx, deps, { userId: command.creatorId, billId: Number(billId) }), sent, invited };
}

type Participant =
  | { userId: string; phoneNumber: null; amount: Pesewas | undefined }
  /** `quiet`: the number's owner blocked the creator; the share exists, nobody is texted. */
  | { userId: null; phoneNumber: string; amount: Pesewas | undefined; quiet: boolean };

export async function listSplitBills(db: Database, deps: Pick<AppDeps, 'now'>, userId: string): Promise<TSplitBill[]> {
  const bills = await listCreatorsBills(db, userId, BILLS_SHOWN);
  const participants = await listParticipantRows(
    db,
    bills.map((b) => b.id),
  );
  const now = deps.now();
  return bills.map((bill) =>
    toSplitBillDto(
      bill,
      participants.filter((p) => p.splitBillId === bill.id),
      now,
    ),
  );
}

async function loadCreatorsBill(db: Database, userId: string, billId: number) {
  const bill = await findCreatorsBill(db, userId, String(billId));
  if (!bill) throw new AppError('NOT_FOUND', 'Split bill not found');
  return { bill, participants: await listParticipantRows(db, [bill.id]) };
}

export async function getSplitBill(
  db: Database,
  deps: Pick<AppDeps, 'now'>,
  command: { userId: string; billId: number },
): Promise<TSplitBill> {
  const { bill, participants } = await loadCreatorsBill(db, command.userId, command.billId);
  return toSplitBillDto(bill, participants, deps.now());
}

/** The participants a remind or cancel acts on: the one named (who must be unpaid), or every unpaid one. */
function unpaidTargets(participants: readonly ParticipantRow[], now: Date, userId: string | undefined): ParticipantRow[] {
  if (userId === undefined) return participants.filter((p) => participantStatus(p, now) === 'pending');
  // One with a wallet by their id, one asked by SMS by the number they were texted.
  const target = participants.find(
    (p) => (p.userId === userId && p.moneyRequestId !== null) || (p.phoneNumber !== null && p.phoneNumber === userId),
  );
  if (!target) throw new AppError('NOT_FOUND', 'Participant not found');
  const status = participantStatus(target, now);
  if (status !== 'pending')
    throw new AppError(
      'INVALID_STATE',
      (target.phoneNumber ?? `${target.firstName} ${target.lastName}`.trim()) +
        ` has ${status === 'paid' ? 'already paid' : status === 'declined' ? 'declined' : `a request that is ${status}`}`,
    );
  return [target];
}

export interface Reminder {
  payerId: string;
  amount: Pesewas;
  description: string;
}

/** Re-notifies the unpaid participants (each at most once an hour); the caller sends the notices. */
export async function remindSplitBill(
  db: Database,
  deps: Pick<AppDeps, 'now'>,
  command: { userId: string; billId: number; participantId: string | undefined },
): Promise<{ bill: TSplitBill; reminders: Reminder[] }> {
  const { bill, participants } = await loadCreatorsBill(db, command.userId, command.billId);
  const now = deps.now();
  // Someone texted a link is not re-texted: a reminder is an in-app notice.
  const targets = unpaidTargets(participants, now, command.participantId).filter((p) => p.userId !== null);
  if (targets.length === 0) throw new AppError('INVALID_STATE', 'Nobody is left to remind');
  const claimed = new Set(
    await claimReminders(
      db,
      bill.id,
      targets.map((p) => p.userId),
      now,
      new Date(now.getTime() - REMIND_INTERVAL_MS),
    ),
  );
  const due = targets.filter((p) => claimed.has(p.userId!));
  if (due.length === 0) throw new AppError('RATE_LIMITED', 'Reminders go out at most once an hour. Please try again later');
  return {
    bill: await getSplitBill(db, deps, command),
    reminders: due.map((p) => ({ payerId: p.userId!, amount: BigInt(p.amountPesewas), description: bill.description })),
  };
}

/** Cancels the unpaid participants' requests through the requests service, in the caller's transaction. */
export async function cancelUnpaidShares(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  command: { userId: string; billId: number; participantId: string | undefined },
): Promise<{ bill: TSplitBill; cancelled: number }> {
  const { participants } = await loadCreatorsBill(trx, command.userId, command.billId);
  const targets = unpaidTargets(participants, deps.now(), command.participantId);
  if (targets.length === 0) throw new AppError('INVALID_STATE', 'Nobody is left to cancel');
  for (const p of targets) {
    if (p.paymentLinkId !== null) await closeShareLink(trx, command.userId, p.paymentLinkId, deps.now());
    else await cancelMoneyRequest(trx, deps, { userId: command.userId, requestId: p.moneyRequestId! });
  }
  return { bill: await getSplitBill(trx, deps, command), cancelled: targets.length };
}
