import type { IsoDate } from '@ghanapay/money';
import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '@ghanapay/validators';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { notifyWithChoices, type Notice } from '../notify';
import { complaintNotice, plainDay } from './complaint-notices';
import { getReceipt } from '../receipts';
import { complaintDeadlines, ghanaToday, isBreached } from './complaint-deadlines';
import {
  countBreachedComplaints,
  findComplaint,
  findComplaintContact,
  insertComplaint,
  insertComplaintEvent,
  listComplaintEvents,
  listComplaintsOf,
  type ComplaintRow,
} from './complaint-repository';
import {
  COMPLAINT_ERRORS,
  ZFileComplaintRequestSchema,
  type ComplaintSource,
  type TComplaint,
  type TComplaintDetail,
  type TFileComplaintRequest,
  type TFiledComplaint,
} from './complaint.types';

type ComplaintDeps = Pick<AppDeps, 'db' | 'env' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>;

export const isOpen = (status: string) => status !== 'resolved' && status !== 'escalated';
export const lastDeadlineOf = (row: Pick<ComplaintRow, 'resolveBy' | 'extendedTo'>): IsoDate => row.extendedTo ?? row.resolveBy;

/**
 * Files a complaint for `userId` and acknowledges it at once (the reference and the date we answer by
 * go out by SMS and e-mail). `transactionId` must name one of the person's own payments as its receipt
 * does (p2p-12, transfer-<uuid>, bill-<uuid>, merchant-<uuid>); anyone else's is the same 404 as none.
 * Free, always. The reversal flow calls this when a recipient declines to send money back.
 */
export async function fileComplaint(
  deps: ComplaintDeps,
  userId: string,
  input: TFileComplaintRequest,
  options: { source?: ComplaintSource } = {},
): Promise<TFiledComplaint> {
  const parsed = ZFileComplaintRequestSchema.safeParse(input);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid complaint');
  const { category, description } = parsed.data;
  const transactionId = parsed.data.transactionId ? await ownPaymentId(deps, userId, parsed.data.transactionId) : null;
  const filedAt = deps.now();
  const { acknowledgeBy, resolveBy } = complaintDeadlines(filedAt);
  const acknowledgement = `We have your complaint and will answer by ${plainDay(resolveBy)}.`;
  const { reference } = await deps.db.transaction().execute(async (trx) => {
    const filed = await insertComplaint(trx, {
      userId,
      category,
      transactionId,
      description,
      source: options.source ?? 'web',
      status: 'acknowledged',
      filedAt,
      acknowledgeBy,
      resolveBy,
    });
    const event = { complaintId: filed.id, kind: 'status', actorUserId: null, at: filedAt } as const;
    await insertComplaintEvent(trx, { ...event, status: 'received', note: `Complaint ${filed.reference} received.` });
    await insertComplaintEvent(trx, { ...event, status: 'acknowledged', note: acknowledgement });
    return filed;
  });
  await tellCustomer(deps, userId, complaintNotice(reference, { kind: 'received', category, resolveBy }));
  return { reference, status: 'acknowledged', acknowledgeBy, resolveBy };
}

async function ownPaymentId(deps: Pick<AppDeps, 'db' | 'env'>, userId: string, transactionId: string): Promise<string> {
  try {
    return (await getReceipt(deps, userId, transactionId)).id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', COMPLAINT_ERRORS.paymentNotFound);
    throw error;
  }
}

/**
 * A complaint notice goes to every proved address whatever the notification choices: the law says the
 * customer is told, and it is about a complaint they made, not marketing. Best effort, after the write.
 */
export async function tellCustomer(deps: Partial<Pick<AppDeps, 'notifier'>> & Pick<AppDeps, 'db'>, userId: string, notice: Notice) {
  const contact = await findComplaintContact(deps.db, userId);
  if (!contact) return;
  await notifyWithChoices(
    deps,
    {
      userId,
      phone: contact.phoneVerified ? contact.phoneNumber : null,
      email: contact.emailVerified ? contact.email : null,
      category: true,
      sms: true,
      byEmail: true,
    },
    notice,
  ).catch(() => []);
}

export function toComplaintDto(row: ComplaintRow, now: Date): TComplaint {
  const category = row.category as ComplaintCategory;
  return {
    reference: row.reference,
    status: row.status,
    category,
    categoryLabel: COMPLAINT_CATEGORIES[category],
    transactionId: row.transactionId,
    description: row.description,
    outcome: row.outcome,
    filedAt: row.filedAt,
    acknowledgeBy: row.acknowledgeBy,
    resolveBy: lastDeadlineOf(row),
    firstResolveBy: row.resolveBy,
    extensionReason: row.extensionReason,
    breached: isBreached(ghanaToday(now), lastDeadlineOf(row), isOpen(row.status)),
  };
}

export async function listMyComplaints(deps: Pick<AppDeps, 'db' | 'now'>, userId: string): Promise<TComplaint[]> {
  const rows = await listComplaintsOf(deps.db, userId);
  const now = deps.now();
  return rows.map((row) => toComplaintDto(row, now));
}

export async function getMyComplaint(deps: Pick<AppDeps, 'db' | 'now'>, userId: string, reference: string): Promise<TComplaintDetail> {
  const row = await findComplaint(deps.db, reference);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', COMPLAINT_ERRORS.notFound);
  const history = await listComplaintEvents(deps.db, row.id);
  return { ...toComplaintDto(row, deps.now()), history: history.map(({ at, status, note }) => ({ at, status, note })) };
}

/** Open complaints past their last deadline today (Ghana's date): a gauge read when metrics are scraped. */
export function complaintsPastDeadline(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  return countBreachedComplaints(deps.db, ghanaToday(deps.now()));
}
