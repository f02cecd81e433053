import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { StaffRole } from '../../trpc/staff-procedure';
import { recordStaffAction } from '../staff';
import { extendedResolveBy, ghanaToday, workingDaysLeft } from './complaint-deadlines';
import {
  claimEscalationNotice,
  findComplaint,
  findComplaintForUpdate,
  insertComplaintEvent,
  listComplaintEvents,
  listComplaintQueue,
  listUnnoticedBreaches,
  updateComplaint,
  type ComplaintRow,
} from './complaint-repository';
import { isOpen, lastDeadlineOf, tellCustomer, toComplaintDto } from './complaint-service';
import { complaintNotice, plainDay } from './complaint-notices';
import { COMPLAINT_ERRORS, type ComplaintStatus, type TStaffComplaint } from './complaint.types';

type StaffDeps = Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>;

function toStaffDto(row: ComplaintRow, now: Date): TStaffComplaint {
  return {
    ...toComplaintDto(row, now),
    customer: { name: row.customerName, username: row.customerUsername },
    workingDaysLeft: workingDaysLeft(ghanaToday(now), lastDeadlineOf(row)),
  };
}

/** The queue: open complaints first, the nearest deadline first, each with its working days left. */
export async function listStaffComplaintQueue(deps: Pick<AppDeps, 'db' | 'now'>): Promise<TStaffComplaint[]> {
  const now = deps.now();
  return (await listComplaintQueue(deps.db)).map((row) => toStaffDto(row, now));
}

/** The staff member acting: who, with which role (every action and every complaint opened is in the staff audit log). */
export interface ComplaintStaff {
  userId: string;
  role: StaffRole;
}

/** A complaint opened by a staff member: a customer record viewed, so it goes in the audit log. */
export async function viewStaffComplaint(deps: Pick<AppDeps, 'db' | 'now'>, staff: ComplaintStaff, reference: string) {
  const complaint = await getStaffComplaint(deps, reference);
  const row = (await findComplaint(deps.db, reference))!;
  await recordStaffAction(deps.db, {
    staffUserId: staff.userId,
    staffRole: staff.role,
    action: 'complaint.view',
    subjectUserId: row.userId,
    subjectReference: row.reference,
    reason: `Opened complaint ${row.reference}`,
    details: { status: row.status },
  });
  return complaint;
}

async function getStaffComplaint(deps: Pick<AppDeps, 'db' | 'now'>, reference: string) {
  const row = await findComplaint(deps.db, reference);
  if (!row) throw new AppError('NOT_FOUND', COMPLAINT_ERRORS.notFound);
  const history = await listComplaintEvents(deps.db, row.id);
  return {
    ...toStaffDto(row, deps.now()),
    history: history.map(({ at, status, note, actorUsername }) => ({ at, status, note, by: actorUsername })),
  };
}

/**
 * A staff member moves an open complaint on (investigating, resolved with its outcome, escalated); the
 * note is told to the customer and kept in the history with who wrote it. A closed complaint, or the
 * status it has already, is a 409.
 */
export async function setComplaintStatus(
  deps: StaffDeps,
  staff: ComplaintStaff,
  input: { reference: string; status: 'investigating' | 'resolved' | 'escalated'; note: string },
) {
  const staffUserId = staff.userId;
  const at = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const found = await findComplaintForUpdate(trx, input.reference);
    if (!found) throw new AppError('NOT_FOUND', COMPLAINT_ERRORS.notFound);
    if (!isOpen(found.status)) throw new AppError('INVALID_STATE', COMPLAINT_ERRORS.closed);
    if (found.status === input.status) throw new AppError('INVALID_STATE', COMPLAINT_ERRORS.sameStatus);
    await updateComplaint(trx, found.id, { status: input.status, ...(input.status === 'resolved' ? { outcome: input.note } : {}) });
    await recordStaffAction(trx, {
      staffUserId,
      staffRole: staff.role,
      action: `complaint.${input.status}`,
      subjectUserId: found.userId,
      subjectReference: found.reference,
      reason: input.note,
      details: { from: found.status, to: input.status },
      at,
    });
    await insertComplaintEvent(trx, {
      complaintId: found.id,
      kind: 'status',
      status: input.status,
      note: input.note,
      actorUserId: staffUserId,
      at,
    });
    return found;
  });
  await tellCustomer(deps, row.userId, complaintNotice(row.reference, { kind: input.status, note: input.note }));
  return getStaffComplaint(deps, row.reference);
}

/** The one extension: 15 more working days, with the reason told to the customer. A second is a 409. */
export async function extendComplaint(deps: StaffDeps, staff: ComplaintStaff, input: { reference: string; reason: string }) {
  const staffUserId = staff.userId;
  const at = deps.now();
  const { row, extendedTo } = await deps.db.transaction().execute(async (trx) => {
    const found = await findComplaintForUpdate(trx, input.reference);
    if (!found) throw new AppError('NOT_FOUND', COMPLAINT_ERRORS.notFound);
    if (!isOpen(found.status)) throw new AppError('INVALID_STATE', COMPLAINT_ERRORS.closed);
    if (found.extendedTo) throw new AppError('INVALID_STATE', COMPLAINT_ERRORS.alreadyExtended);
    const to = extendedResolveBy(found.resolveBy);
    await updateComplaint(trx, found.id, { extendedTo: to, extensionReason: input.reason });
    await recordStaffAction(trx, {
      staffUserId,
      staffRole: staff.role,
      action: 'complaint.extend',
      subjectUserId: found.userId,
      subjectReference: found.reference,
      reason: input.reason,
      details: { resolveBy: String(found.resolveBy), extendedTo: String(to) },
      at,
    });
    const note = `We need more time: ${input.reason} We will answer by ${plainDay(to)}.`;
    await insertComplaintEvent(trx, { complaintId: found.id, kind: 'extension', status: found.status, note, actorUserId: staffUserId, at });
    return { row: found, extendedTo: to };
  });
  await tellCustomer(deps, row.userId, complaintNotice(row.reference, { kind: 'extended', reason: input.reason, extendedTo }));
  return getStaffComplaint(deps, row.reference);
}

/**
 * The job: each open complaint past its last deadline tells its customer once how to escalate to the
 * Bank of Ghana (recorded in its history). Returns how many were told.
 */
export async function sendComplaintEscalationNotices(deps: StaffDeps): Promise<number> {
  const now = deps.now();
  let told = 0;
  for (const row of await listUnnoticedBreaches(deps.db, ghanaToday(now))) {
    if (!(await claimEscalationNotice(deps.db, row.id, now))) continue;
    // The history keeps the English text (staff read it); the customer gets it in their language.
    const notice = complaintNotice(row.reference, { kind: 'toRegulator' });
    await insertComplaintEvent(deps.db, {
      complaintId: row.id,
      kind: 'escalation_notice',
      status: row.status as ComplaintStatus,
      note: notice.text,
      actorUserId: null,
      at: now,
    });
    await tellCustomer(deps, row.userId, notice);
    told++;
  }
  return told;
}
