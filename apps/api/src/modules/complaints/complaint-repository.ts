import type { Database } from '@ghanapay/db';
import type { IsoDate } from '@ghanapay/money';
import { sql } from 'kysely';
import type { ComplaintSource, ComplaintStatus } from './complaint.types';

export interface ComplaintRow {
  id: string;
  reference: string;
  userId: string;
  category: string;
  transactionId: string | null;
  description: string;
  source: string;
  status: ComplaintStatus;
  outcome: string | null;
  filedAt: Date;
  acknowledgeBy: IsoDate;
  resolveBy: IsoDate;
  extendedTo: IsoDate | null;
  extensionReason: string | null;
  customerName: string;
  customerUsername: string;
}

export interface ComplaintEventRow {
  at: Date;
  status: ComplaintStatus;
  note: string;
  kind: string;
  actorUsername: string | null;
}

// Dates as the calendar day they are (pg would make a `date` a local-midnight Date).
const day = (column: string) => sql<IsoDate>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

function selectComplaints(db: Database) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      sql<string>`c.id::text`.as('id'),
      'c.reference',
      'c.userId',
      'c.category',
      'c.transactionId',
      'c.description',
      'c.source',
      sql<ComplaintStatus>`c.status`.as('status'),
      'c.outcome',
      'c.filedAt',
      day('c.acknowledge_by').as('acknowledgeBy'),
      day('c.resolve_by').as('resolveBy'),
      sql<IsoDate | null>`to_char(c.extended_to, 'YYYY-MM-DD')`.as('extendedTo'),
      'c.extensionReason',
      sql<string>`u.first_name || ' ' || u.last_name`.as('customerName'),
      'u.username as customerUsername',
    ]);
}

export async function insertComplaint(
  db: Database,
  row: {
    userId: string;
    category: string;
    transactionId: string | null;
    description: string;
    source: ComplaintSource;
    status: ComplaintStatus;
    filedAt: Date;
    acknowledgeBy: IsoDate;
    resolveBy: IsoDate;
  },
): Promise<{ id: string; reference: string }> {
  const year = row.filedAt.getUTCFullYear();
  const inserted = await db
    .insertInto('complaints')
    .values({
      ...row,
      reference: sql<string>`'CMP-' || ${String(year)}::text || '-' || lpad(nextval('complaint_reference_seq')::text, 6, '0')`,
    })
    .returning([sql<string>`id::text`.as('id'), 'reference'])
    .executeTakeFirstOrThrow();
  return inserted;
}

export async function insertComplaintEvent(
  db: Database,
  event: {
    complaintId: string;
    kind: 'status' | 'extension' | 'escalation_notice';
    status: ComplaintStatus;
    note: string;
    actorUserId: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insertInto('complaintEvents').values(event).execute();
}

export function findComplaint(db: Database, reference: string): Promise<ComplaintRow | undefined> {
  return selectComplaints(db).where('c.reference', '=', reference).executeTakeFirst();
}

/** Locked for a staff change, so two changes at once apply one after the other. */
export function findComplaintForUpdate(db: Database, reference: string): Promise<ComplaintRow | undefined> {
  return selectComplaints(db).where('c.reference', '=', reference).forUpdate('c').executeTakeFirst();
}

export function listComplaintsOf(db: Database, userId: string): Promise<ComplaintRow[]> {
  return selectComplaints(db).where('c.userId', '=', userId).orderBy('c.filedAt', 'desc').orderBy('c.id', 'desc').limit(200).execute();
}

/** The staff queue: open complaints first, the nearest last deadline first; then the closed ones, newest first. */
export function listComplaintQueue(db: Database): Promise<ComplaintRow[]> {
  return selectComplaints(db)
    .orderBy(sql`c.status IN ('resolved', 'escalated')`)
    .orderBy(sql`CASE WHEN c.status IN ('resolved', 'escalated') THEN NULL ELSE coalesce(c.extended_to, c.resolve_by) END`)
    .orderBy('c.filedAt', 'desc')
    .limit(300)
    .execute();
}

export function listComplaintEvents(db: Database, complaintId: string): Promise<ComplaintEventRow[]> {
  return db
    .selectFrom('complaintEvents as e')
    .leftJoin('users as u', 'u.id', 'e.actorUserId')
    .select(['e.at', sql<ComplaintStatus>`e.status`.as('status'), 'e.note', 'e.kind', 'u.username as actorUsername'])
    .where('e.complaintId', '=', complaintId)
    .orderBy('e.id')
    .execute();
}

export async function updateComplaint(
  db: Database,
  id: string,
  patch: { status?: ComplaintStatus; outcome?: string; extendedTo?: IsoDate; extensionReason?: string },
): Promise<void> {
  await db.updateTable('complaints').set(patch).where('id', '=', id).execute();
}

/** Open complaints past their last deadline whose customer has not yet been told how to escalate. */
export function listUnnoticedBreaches(db: Database, today: IsoDate): Promise<ComplaintRow[]> {
  return selectComplaints(db)
    .where('c.status', 'not in', ['resolved', 'escalated'])
    .where('c.escalationNoticeSentAt', 'is', null)
    .where(sql<boolean>`coalesce(c.extended_to, c.resolve_by) < ${today}::date`)
    .orderBy('c.id')
    .limit(500)
    .execute();
}

/** Claims the escalation notice of a complaint (once: false when another run claimed it first). */
export async function claimEscalationNotice(db: Database, id: string, at: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('complaints')
    .set({ escalationNoticeSentAt: at })
    .where('id', '=', id)
    .where('escalationNoticeSentAt', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Where a complaint's notices go: the person's proved phone and e-mail. */
export function findComplaintContact(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['phoneNumber', 'phoneVerified', 'email', 'emailVerified'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** How many open complaints are past their last deadline (`today` in Ghana): the metrics' breach count. */
export async function countBreachedComplaints(db: Database, today: IsoDate): Promise<number> {
  const row = await db
    .selectFrom('complaints as c')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.status', 'not in', ['resolved', 'escalated'])
    .where(sql<boolean>`coalesce(c.extended_to, c.resolve_by) < ${today}::date`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
