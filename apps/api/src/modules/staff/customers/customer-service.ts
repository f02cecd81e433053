import { isWalletFrozen as walletIsFrozen, setWalletFrozen } from '@ghanapay/ledger';
import { toCedisString } from '@ghanapay/money';
import { normalizeGhanaPhone } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import type { StaffRole } from '../../../trpc/staff-procedure';
import { recordStaffAction } from '../audit/staff-audit-service';
import {
  findComplainant,
  findOwnerOfTransfer,
  findPayerOfPayment,
  findSenderOfTransaction,
  findUserIdByEmail,
  findUserIdByPhone,
  findUserIdByUsername,
  listRecentPayments,
  loadCustomerProfile,
  userExists,
} from './customer-repository';
import type { TCustomerRecord, TFreezeWalletRequest, TGetCustomerRequest, TLookupCustomerRequest } from './customer-procedures.types';

export interface StaffMember {
  userId: string;
  role: StaffRole;
}

const RECENT_PAYMENTS = 10;
/** What a customer record shows, written to the audit log with each view. */
const VIEWED = ['profile', 'phone', 'email', 'balance', 'kyc_tier', 'frozen', 'recent_payments'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Match = { userId: string; matchedBy: 'phone' | 'email' | 'username' | 'payment' | 'transfer' | 'complaint'; reference: string | null };

/** Whom a look-up names: a phone, an e-mail, a username (with or without @), a payment id (a P2P payment's number; a bill, shop or transfer uuid), a complaint's reference. */
async function resolveQuery(deps: AppDeps, query: string): Promise<Match | undefined> {
  const db = deps.db;
  const phone = normalizeGhanaPhone(query);
  if (phone) {
    const userId = await findUserIdByPhone(db, phone);
    return userId ? { userId, matchedBy: 'phone', reference: null } : undefined;
  }
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(query)) {
    const userId = await findUserIdByEmail(db, query);
    return userId ? { userId, matchedBy: 'email', reference: null } : undefined;
  }
  if (/^CMP-\d{4}-\d{6}$/i.test(query)) {
    const reference = query.toUpperCase();
    const userId = await findComplainant(db, reference);
    return userId ? { userId, matchedBy: 'complaint', reference } : undefined;
  }
  if (/^\d{1,18}$/.test(query)) {
    const userId = await findSenderOfTransaction(db, query);
    return userId ? { userId, matchedBy: 'payment', reference: query } : undefined;
  }
  if (UUID.test(query)) {
    const reference = query.toLowerCase();
    const payer = await findPayerOfPayment(db, reference);
    if (payer) return { userId: payer, matchedBy: 'payment', reference };
    const owner = await findOwnerOfTransfer(db, reference);
    return owner ? { userId: owner, matchedBy: 'transfer', reference } : undefined;
  }
  const username = query.replace(/^@/, '');
  if (!/^[a-zA-Z0-9_]{3,30}$/.test(username)) return undefined;
  const userId = await findUserIdByUsername(db, username);
  return userId ? { userId, matchedBy: 'username', reference: null } : undefined;
}

/**
 * Finds the customer a phone, username, e-mail or reference names, records the look-up (who, why,
 * what was shown) in the staff audit log, and shows their record. Nothing found: the search is
 * recorded too, and the answer is 404.
 */
export async function lookUpCustomer(deps: AppDeps, staff: StaffMember, input: TLookupCustomerRequest): Promise<TCustomerRecord> {
  const match = await resolveQuery(deps, input.query);
  if (!match) {
    await recordStaffAction(deps.db, {
      staffUserId: staff.userId,
      staffRole: staff.role,
      action: 'customer.search',
      reason: input.reason,
      details: { query: input.query, found: false },
      at: deps.now(),
    });
    throw new AppError('NOT_FOUND', 'No customer matches that phone number, username, e-mail or reference');
  }
  return viewCustomer(deps, staff, match.userId, input.reason, { query: input.query, matchedBy: match.matchedBy }, match.reference);
}

export async function getCustomer(deps: AppDeps, staff: StaffMember, input: TGetCustomerRequest): Promise<TCustomerRecord> {
  if (!(await userExists(deps.db, input.userId))) throw new AppError('NOT_FOUND', 'No customer with that id');
  return viewCustomer(deps, staff, input.userId, input.reason, { matchedBy: 'id' }, null);
}

async function viewCustomer(
  deps: AppDeps,
  staff: StaffMember,
  userId: string,
  reason: string,
  how: Record<string, unknown>,
  reference: string | null,
): Promise<TCustomerRecord> {
  await recordStaffAction(deps.db, {
    staffUserId: staff.userId,
    staffRole: staff.role,
    action: 'customer.view',
    subjectUserId: userId,
    subjectReference: reference,
    reason,
    details: { ...how, viewed: VIEWED },
    at: deps.now(),
  });
  return customerRecord(deps, userId);
}

async function customerRecord(deps: AppDeps, userId: string): Promise<TCustomerRecord> {
  const [profile, payments] = await Promise.all([
    loadCustomerProfile(deps.db, userId),
    listRecentPayments(deps.db, userId, RECENT_PAYMENTS),
  ]);
  if (!profile) throw new AppError('NOT_FOUND', 'No customer with that id');
  return {
    userId: profile.id,
    username: profile.username,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    email: profile.email,
    kycTier: profile.kycTier,
    role: profile.role,
    joinedAt: profile.createdAt.toISOString(),
    closed: profile.closedAt !== null,
    frozen: profile.frozen ?? false,
    balance: toCedisString(BigInt(profile.balancePesewas ?? '0')),
    recentPayments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      direction: p.direction,
      amount: toCedisString(BigInt(p.amountPesewas)),
      status: p.status,
      counterparty: p.counterparty,
      at: p.at.toISOString(),
    })),
  };
}

/**
 * Freezes (or unfreezes) a customer's wallet and records it, in one transaction: the ledger then
 * refuses every payment out of it (money still arrives). Freezing a frozen wallet changes nothing
 * but is still recorded (the reason may be new).
 */
export async function setCustomerWalletFrozen(
  deps: AppDeps,
  staff: StaffMember,
  input: TFreezeWalletRequest,
  frozen: boolean,
): Promise<{ userId: string; frozen: boolean }> {
  if (!(await userExists(deps.db, input.userId))) throw new AppError('NOT_FOUND', 'No customer with that id');
  await deps.db.transaction().execute(async (trx) => {
    const changed = await setWalletFrozen(trx, input.userId, frozen);
    await recordStaffAction(trx, {
      staffUserId: staff.userId,
      staffRole: staff.role,
      action: frozen ? 'wallet.freeze' : 'wallet.unfreeze',
      subjectUserId: input.userId,
      reason: input.reason,
      details: { changed },
      at: deps.now(),
    });
  });
  return { userId: input.userId, frozen: await walletIsFrozen(deps.db, input.userId) };
}
