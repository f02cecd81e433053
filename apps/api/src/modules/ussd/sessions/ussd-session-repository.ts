import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import type { UssdScreen, UssdState } from '../menus/ussd-state';

export interface UssdSessionRow {
  sessionId: string;
  phoneNumber: string;
  userId: string | null;
  channel: string;
  state: UssdState;
  lastText: string | null;
  lastResponse: UssdScreen | null;
  createdAt: Date;
  endedAt: Date | null;
}

export async function findUssdSession(db: Database, sessionId: string): Promise<UssdSessionRow | undefined> {
  const row = await db
    .selectFrom('ussdSessions')
    .select(['sessionId', 'phoneNumber', 'userId', 'channel', 'state', 'lastText', 'lastResponse', 'createdAt', 'endedAt'])
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  return row && { ...row, state: row.state as unknown as UssdState, lastResponse: row.lastResponse as unknown as UssdScreen | null };
}

/** Opens the session unless an identical first request got there first (then nothing happens). */
export async function insertUssdSession(
  db: Database,
  values: {
    sessionId: string;
    phoneNumber: string;
    userId: string | null;
    channel: 'aggregator' | 'simulator';
    serviceCode: string;
    networkCode: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('ussdSessions')
    .values({
      sessionId: values.sessionId,
      phoneNumber: values.phoneNumber,
      userId: values.userId,
      channel: values.channel,
      serviceCode: values.serviceCode,
      networkCode: values.networkCode,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflict((oc) => oc.column('sessionId').doNothing())
    .execute();
}

/**
 * Claims the next input for this session: succeeds only if the session still answered `previousText`
 * last, so two copies of one request (an aggregator's retry racing the original) cannot both run it.
 */
export async function claimUssdInput(
  db: Database,
  sessionId: string,
  previousText: string | null,
  text: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('ussdSessions')
    .set({ lastText: text, lastResponse: null, updatedAt: now, requestCount: sql`request_count + 1` })
    .where('sessionId', '=', sessionId)
    .where('endedAt', 'is', null)
    .where((eb) => (previousText === null ? eb('lastText', 'is', null) : eb('lastText', '=', previousText)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function saveUssdAnswer(
  db: Database,
  sessionId: string,
  answer: {
    state: UssdState;
    screen: UssdScreen;
    currentMenu: string;
    step: number;
    firstMenu: string | null;
    outcome: 'completed' | 'failed' | 'expired' | null;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable('ussdSessions')
    .set({
      state: JSON.stringify(answer.state),
      lastResponse: JSON.stringify(answer.screen),
      currentMenu: answer.currentMenu,
      step: answer.step,
      firstMenu: sql`coalesce(first_menu, ${answer.firstMenu})`,
      updatedAt: answer.now,
      ...(answer.outcome ? { outcome: answer.outcome, endedAt: answer.now } : {}),
    })
    .where('sessionId', '=', sessionId)
    .execute();
}

/** An aggregator's window has passed: the session ends as expired (its stored answer stays for replays). */
export async function expireUssdSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('ussdSessions')
    .set({ endedAt: now, outcome: 'expired', updatedAt: now })
    .where('sessionId', '=', sessionId)
    .where('endedAt', 'is', null)
    .execute();
}
