import type { Database } from '@ghanapay/db';
import type { SimulatedMessage } from '@ghanapay/providers';

export interface InboxMessage {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  receivedAt: Date;
}

export async function recordSimulatedMessage(db: Database, message: SimulatedMessage): Promise<void> {
  await db
    .insertInto('simulatedMessages')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      providerMessageId: message.providerMessageId,
    })
    .execute();
}

/** The newest messages first; the inbox shows a page of them. */
export async function listSimulatedMessages(db: Database, limit: number): Promise<InboxMessage[]> {
  const rows = await db
    .selectFrom('simulatedMessages')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as InboxMessage['channel'],
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    receivedAt: row.createdAt,
  }));
}

/** Messages older than the cutoff: the demo inbox keeps a week. */
export async function deleteSimulatedMessagesBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('simulatedMessages').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
