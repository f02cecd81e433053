import { APP_NAME, APP_SLUG } from '@ghanapay/validators';
import { toCedisString } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limits';
import { EXPORTS_PER_HOUR, TERMS_VERSION } from '../privacy-policy';
import * as read from './export-repository';

/** Rows read at a time from a history that can be long: the event loop serves others between pages. */
const PAGE_SIZE = 500;
/** Below every id: bigint ids start at 1; external transfers' ids are uuids. */
const BEFORE_ANY_NUMBER = '0';
const BEFORE_ANY_UUID = '00000000-0000-0000-0000-000000000000';

const EXPORTS_PER_USER: RateLimitRule = {
  name: 'privacy-export',
  limit: EXPORTS_PER_HOUR,
  windowMs: 60 * 60_000,
  message: `You can download your data ${EXPORTS_PER_HOUR} times an hour. Try again in {minutes}.`,
};

/** Counts a download; throws RATE_LIMITED past the hour's allowance. Called before the first byte. */
export async function admitExport(deps: Pick<AppDeps, 'db' | 'now'>, userId: string): Promise<void> {
  await consumeRateLimit(deps.db, EXPORTS_PER_USER, userId, deps.now());
}

export function exportFilename(now: Date): string {
  return `${APP_SLUG}-my-data-${now.toISOString().slice(0, 10)}.json`;
}

const cedis = (pesewas: string | bigint | null) => (pesewas === null ? null : toCedisString(BigInt(pesewas)));
const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/**
 * Everything the app holds about the signed-in person (Act 843, s. 32: the right of access), as one
 * JSON document produced piece by piece: long lists are read a page at a time and written as they
 * come, so a large history neither sits whole in memory nor holds the event loop.
 */
export async function* personalDataExport(deps: Pick<AppDeps, 'db' | 'now'>, userId: string): AsyncGenerator<string> {
  const db = deps.db;
  const profile = await read.findProfile(db, userId);
  if (!profile) throw new AppError('NOT_FOUND', 'Account not found');
  const { termsVersion, termsAcceptedAt, ...person } = profile;
  const field = (name: string, value: unknown) => `,\n${JSON.stringify(name)}: ${JSON.stringify(value, null, 1)}`;

  yield `{\n"format": "${APP_NAME} personal data export", "generatedAt": ${JSON.stringify(deps.now())}`;
  yield field('profile', person);
  yield field('consent', { acceptedVersion: termsVersion, acceptedAt: termsAcceptedAt, currentVersion: TERMS_VERSION });
  yield field('preferences', (await read.findPreferences(db, userId)) ?? 'defaults');
  yield field('contacts', await read.listContacts(db, userId));
  const linked = await read.listLinkedAccounts(db, userId);
  yield field('linkedAccounts', {
    mobileMoney: linked.mobileMoney,
    bankAccounts: linked.bankAccounts,
    cards: linked.cards.map(({ cardLast4, ...card }) => ({ ...card, number: `•••• ${cardLast4}` })),
  });

  yield* paged(
    'payments',
    BEFORE_ANY_NUMBER,
    (after) => read.listPaymentsPage(db, userId, after, PAGE_SIZE),
    (row) => paymentOf(userId, row),
  );
  yield* paged(
    'transfers',
    BEFORE_ANY_UUID,
    (after) => read.listExternalTransfersPage(db, userId, after, PAGE_SIZE),
    ({ amountPesewas, feePesewas, ...row }) => ({ ...row, amount: cedis(amountPesewas), fee: cedis(feePesewas) }),
  );
  yield field(
    'bankTransfers',
    (await read.listBankTransfers(db, userId)).map(({ amountPesewas, ...row }) => ({ ...row, amount: cedis(amountPesewas) })),
  );
  yield* paged(
    'moneyRequests',
    BEFORE_ANY_NUMBER,
    (after) => read.listMoneyRequestsPage(db, userId, after, PAGE_SIZE),
    (row) => requestOf(userId, row),
  );
  yield field(
    'splitBills',
    (await read.listSplitBills(db, userId)).map(({ totalPesewas, mySharePesewas, creatorId, ...bill }) => ({
      ...bill,
      createdByMe: creatorId === userId,
      total: cedis(totalPesewas),
      myShare: cedis(mySharePesewas ?? null),
    })),
  );
  yield field(
    'paymentLinks',
    (await read.listPaymentLinks(db, userId)).map(({ amountPesewas, ...link }) => ({ ...link, amount: cedis(amountPesewas) })),
  );
  yield field('writtenOnPayments', await read.listWrittenOnPayments(db, userId));
  const social = await read.listSocial(db, userId);
  yield field(
    'friends',
    social.friendships.map(({ requesterId, otherId, firstName, lastName, username, ...f }) => ({
      ...f,
      direction: requesterId === userId ? 'sent' : 'received',
      person: { id: otherId, name: nameOf(firstName, lastName), username },
    })),
  );
  yield field('blocked', social.blocks);
  yield field('reportsIFiled', social.reports);
  const signIn = await read.listSignInMethods(db, userId);
  yield field('devices', {
    sessions: signIn.sessions.map(({ sess, expire }) => sessionOf(sess, expire)),
    passkeys: signIn.passkeys,
    ussdPin: signIn.ussdPin ? { setAt: signIn.ussdPin.updatedAt, locked: signIn.ussdPin.lockedAt !== null } : null,
    pushNotifications: signIn.pushDevices,
  });
  const identity = await read.listIdentityChecks(db, userId);
  yield field('identityVerification', { submissions: identity.documents, note: 'Photos are not included; ask support for a copy.' });
  yield field('fraudAlerts', identity.fraudAlerts);
  yield '\n}\n';
}

/** A JSON array written page by page (keyset on the id, which every page's last row gives). */
async function* paged<R extends { id: string | bigint }>(
  name: string,
  beforeFirst: string,
  page: (afterId: string) => Promise<R[]>,
  shape: (row: R) => unknown,
): AsyncGenerator<string> {
  yield `,\n${JSON.stringify(name)}: [`;
  let after = beforeFirst;
  let first = true;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) break;
    const text = rows.map((row, i) => `${first && i === 0 ? '' : ','}\n${JSON.stringify(shape(row))}`).join('');
    first = false;
    yield text;
    after = String(rows[rows.length - 1]!.id);
    if (rows.length < PAGE_SIZE) break;
  }
  yield '\n]';
}

type PaymentRow = Awaited<ReturnType<typeof read.listPaymentsPage>>[number];

function paymentOf(userId: string, row: PaymentRow) {
  const sent = row.senderId === userId;
  const base = {
    id: row.id,
    direction: sent ? 'sent' : 'received',
    amount: cedis(row.amountPesewas),
    status: row.status,
    type: row.transactionType,
    message: row.message,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
  if (!sent)
    return { ...base, from: { id: row.senderId, name: nameOf(row.senderFirstName, row.senderLastName), username: row.senderUsername } };
  return {
    ...base,
    fee: cedis(row.feePesewas),
    // What the person typed to name the recipient, and who it reached.
    to: {
      id: row.recipientId,
      name: nameOf(row.recipientFirstName, row.recipientLastName),
      typedPhone: row.recipientPhone,
      typedEmail: row.recipientEmail,
      username: row.recipientUsername,
    },
    fraudScore: row.fraudScore,
    fraudReasons: row.fraudReasons,
  };
}

type RequestRow = Awaited<ReturnType<typeof read.listMoneyRequestsPage>>[number];

function requestOf(userId: string, row: RequestRow) {
  const mine = row.requesterId === userId;
  return {
    id: row.id,
    role: mine ? 'requested' : 'asked to pay',
    other: mine
      ? { id: row.payerId, name: nameOf(row.payerFirstName, row.payerLastName) }
      : { id: row.requesterId, name: nameOf(row.requesterFirstName, row.requesterLastName) },
    amount: cedis(row.amountPesewas),
    message: row.message,
    status: row.status,
    requestedAt: row.requestedAt,
    respondedAt: row.respondedAt,
  };
}

/** A session's metadata: when, and from what browser. Never its id (a bearer secret) nor its address. */
function sessionOf(sess: unknown, expire: Date) {
  const s = (sess ?? {}) as { signedInAt?: number; lastSeenAt?: number; device?: { userAgent?: string | null } };
  return {
    signedInAt: s.signedInAt ? new Date(s.signedInAt) : null,
    lastSeenAt: s.lastSeenAt ? new Date(s.lastSeenAt) : null,
    browser: s.device?.userAgent ?? null,
    expires: expire,
  };
}
