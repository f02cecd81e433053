import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

// Each reader returns what the person may see of one kind of record, never a secret: no password,
// PIN or code hash, no card number (only its last 4 digits), no session id, no identity image.

export async function findProfile(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'firstName',
      'lastName',
      'username',
      'email',
      'emailVerified',
      'phoneNumber',
      'phoneVerified',
      'isVerified',
      'kycTier',
      'role',
      'createdAt',
      'updatedAt',
      'termsVersion',
      'termsAcceptedAt',
    ])
    .select(sql<boolean>`profile_image_url IS NOT NULL`.as('hasProfilePicture'))
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findPreferences(db: Database, userId: string) {
  return db
    .selectFrom('userPreferences')
    .select([
      'notifyPush',
      'pushLockScreenDetails',
      'notifyEmail',
      'notifySms',
      'notifyTransactions',
      'notifySecurity',
      'appearance',
      'language',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function listContacts(db: Database, userId: string) {
  return db
    .selectFrom('contacts')
    .select(['contactName', 'contactPhone', 'contactEmail', 'contactUsername', 'isFrequent', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function listLinkedAccounts(db: Database, userId: string) {
  const [mobileMoney, bankAccounts, cards] = await Promise.all([
    db
      .selectFrom('mobileMoneyAccounts')
      .select(['provider', 'phoneNumber', 'accountName', 'isDefault', 'isVerified', 'verificationStatus', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bankAccounts')
      .select(['bankName', 'accountNumber', 'accountName', 'accountType', 'isDefault', 'isVerified', 'verificationStatus', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bankCards')
      .select(['bankName', 'cardType', 'cardholderName', 'cardLast4', 'expiryDate', 'isDefault', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return { mobileMoney, bankAccounts, cards };
}

/** A page of the payments the person sent or received, oldest first, after `afterId`. */
export async function listPaymentsPage(db: Database, userId: string, afterId: string, limit: number) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('users as s', 's.id', 't.senderId')
    .leftJoin('users as r', 'r.id', 't.recipientId')
    .select([
      't.id',
      't.senderId',
      't.recipientId',
      't.amountPesewas',
      't.feePesewas',
      't.status',
      't.transactionType',
      't.message',
      't.recipientPhone',
      't.recipientEmail',
      't.recipientUsername',
      't.fraudScore',
      't.fraudReasons',
      't.createdAt',
      't.completedAt',
      's.firstName as senderFirstName',
      's.lastName as senderLastName',
      's.username as senderUsername',
      'r.firstName as recipientFirstName',
      'r.lastName as recipientLastName',
    ])
    .where((eb) => eb.or([eb('t.senderId', '=', userId), eb('t.recipientId', '=', userId)]))
    .where('t.id', '>', afterId)
    .orderBy('t.id')
    .limit(limit)
    .execute();
}

export async function listExternalTransfersPage(db: Database, userId: string, afterId: string, limit: number) {
  return db
    .selectFrom('externalTransfers')
    .select([
      'id',
      'direction',
      'destinationKind',
      'provider',
      'network',
      'bankName',
      'accountName',
      'accountNumber',
      'amountPesewas',
      'feePesewas',
      'speed',
      'status',
      'failureReason',
      'createdAt',
      'completedAt',
    ])
    .where('userId', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function listBankTransfers(db: Database, userId: string) {
  return db
    .selectFrom('bankTransfers')
    .select([
      'id',
      'bankName',
      'recipientAccount',
      'recipientName',
      'amountPesewas',
      'narration',
      'reference',
      'status',
      'transferType',
      'scheduledDate',
      'createdAt',
    ])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function listMoneyRequestsPage(db: Database, userId: string, afterId: string, limit: number) {
  return db
    .selectFrom('moneyRequests as m')
    .innerJoin('users as q', 'q.id', 'm.requesterId')
    .innerJoin('users as p', 'p.id', 'm.payerId')
    .select([
      'm.id',
      'm.requesterId',
      'm.payerId',
      'm.amountPesewas',
      'm.message',
      'm.status',
      'm.requestedAt',
      'm.respondedAt',
      'q.firstName as requesterFirstName',
      'q.lastName as requesterLastName',
      'p.firstName as payerFirstName',
      'p.lastName as payerLastName',
    ])
    .where((eb) => eb.or([eb('m.requesterId', '=', userId), eb('m.payerId', '=', userId)]))
    .where('m.id', '>', afterId)
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/** The person's payment links (their payments are among the transfers, purpose payment_link). */
export async function listPaymentLinks(db: Database, userId: string) {
  return db
    .selectFrom('paymentLinks')
    .select(['code', 'description', 'amountPesewas', 'singleUse', 'expiresAt', 'closedAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

export async function listSplitBills(db: Database, userId: string) {
  return db
    .selectFrom('splitBills as b')
    .select(['b.id', 'b.creatorId', 'b.description', 'b.totalPesewas', 'b.splitMethod', 'b.createdAt'])
    .select((eb) =>
      eb
        .selectFrom('splitBillParticipants as p')
        .select('p.amountPesewas')
        .whereRef('p.splitBillId', '=', 'b.id')
        .where('p.userId', '=', userId)
        .limit(1)
        .as('mySharePesewas'),
    )
    .where((eb) =>
      eb.or([
        eb('b.creatorId', '=', userId),
        eb.exists(
          eb.selectFrom('splitBillParticipants as p').select('p.id').whereRef('p.splitBillId', '=', 'b.id').where('p.userId', '=', userId),
        ),
      ]),
    )
    .orderBy('b.id')
    .execute();
}

export async function listWrittenOnPayments(db: Database, userId: string) {
  const [comments, reactions, likes] = await Promise.all([
    db
      .selectFrom('transactionComments')
      .select(['transactionId', 'comment', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('transactionReactions')
      .select(['transactionId', 'emoji', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('transactionLikes').select(['transactionId', 'createdAt']).where('userId', '=', userId).orderBy('id').execute(),
  ]);
  return { comments, reactions, likes };
}

export async function listSocial(db: Database, userId: string) {
  const [friendships, blocks, reports] = await Promise.all([
    db
      .selectFrom('friendships as f')
      .innerJoin('users as o', (join) =>
        join.on(sql<boolean>`o.id = CASE WHEN f.requester_id = ${userId}::uuid THEN f.addressee_id ELSE f.requester_id END`),
      )
      .select(['f.requesterId', 'f.status', 'f.requestedAt', 'f.respondedAt', 'o.id as otherId', 'o.firstName', 'o.lastName', 'o.username'])
      .where((eb) => eb.or([eb('f.requesterId', '=', userId), eb('f.addresseeId', '=', userId)]))
      .orderBy('f.id')
      .execute(),
    db.selectFrom('userBlocks').select(['blockedId', 'createdAt']).where('blockerId', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('userReports')
      .select(['reportedId', 'transactionId', 'reason', 'status', 'createdAt'])
      .where('reporterId', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return { friendships, blocks, reports };
}

export async function listSignInMethods(db: Database, userId: string) {
  const [sessions, passkeys, ussdPin, pushDevices] = await Promise.all([
    db.selectFrom('sessions').select(['sess', 'expire']).where('userId', '=', userId).execute(),
    db
      .selectFrom('webauthnCredentials')
      .select(['name', 'deviceType', 'backedUp', 'createdAt', 'lastUsedAt'])
      .where('userId', '=', userId)
      .execute(),
    db.selectFrom('ussdPins').select(['updatedAt', 'lockedAt']).where('userId', '=', userId).executeTakeFirst(),
    // Never the endpoint or keys: they let whoever holds them push to the device.
    db
      .selectFrom('pushSubscriptions')
      .select(['deviceLabel', 'createdAt', 'lastSuccessAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
  ]);
  return { sessions, passkeys, ussdPin, pushDevices };
}

export async function listIdentityChecks(db: Database, userId: string) {
  const [documents, fraudAlerts] = await Promise.all([
    db
      .selectFrom('kycDocuments')
      .select(['documentType', 'verificationStatus', 'reviewReason', 'createdAt', 'reviewedAt', 'verifiedAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('fraudAlerts')
      .select(['transactionId', 'alertType', 'alertMessage', 'riskScore', 'isResolved', 'createdAt', 'resolvedAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return { documents, fraudAlerts };
}
