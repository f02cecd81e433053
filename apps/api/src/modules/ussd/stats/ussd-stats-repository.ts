import type { Database, DB } from '@ghanapay/db';
import { sql, type SelectQueryBuilder } from 'kysely';

/** Whose sessions a view counts: everyone's (an operator), or one person's simulator sessions. */
export type UssdScope = { all: true } | { all: false; userId: string };

function scoped<O>(builder: SelectQueryBuilder<DB, 'ussdSessions', O>, scope: UssdScope): SelectQueryBuilder<DB, 'ussdSessions', O> {
  return scope.all ? builder : builder.where('userId', '=', scope.userId).where('channel', '=', 'simulator');
}

export async function countUssdActivity(db: Database, scope: UssdScope, since: { activeAfter: Date; dayStart: Date }) {
  const row = await scoped(
    db
      .selectFrom('ussdSessions')
      .select([
        sql<string>`count(*) FILTER (WHERE ended_at IS NULL AND created_at > ${since.activeAfter})`.as('active'),
        sql<string>`coalesce(sum(request_count) FILTER (WHERE created_at >= ${since.dayStart}), 0)`.as('requests'),
        sql<string>`count(*) FILTER (WHERE created_at >= ${since.dayStart} AND outcome IS NOT NULL)`.as('ended'),
        sql<string>`count(*) FILTER (WHERE created_at >= ${since.dayStart} AND outcome = 'completed')`.as('completed'),
      ]),
    scope,
  ).executeTakeFirstOrThrow();
  return { active: Number(row.active), requests: Number(row.requests), ended: Number(row.ended), completed: Number(row.completed) };
}

export async function countFirstMenus(db: Database, scope: UssdScope, dayStart: Date, limit: number) {
  const rows = await scoped(
    db
      .selectFrom('ussdSessions')
      .select(['firstMenu', (eb) => eb.fn.countAll<string>().as('count')])
      .where('createdAt', '>=', dayStart)
      .where('firstMenu', 'is not', null)
      .groupBy('firstMenu')
      .orderBy('count', 'desc')
      .orderBy('firstMenu')
      .limit(limit),
    scope,
  ).execute();
  return rows.map((row) => ({ menu: row.firstMenu!, count: Number(row.count) }));
}

export async function listActiveUssdSessions(db: Database, scope: UssdScope, activeAfter: Date, limit: number) {
  return scoped(
    db
      .selectFrom('ussdSessions')
      .select(['sessionId', 'phoneNumber', 'userId', 'currentMenu', 'step', 'createdAt'])
      .where('endedAt', 'is', null)
      .where('createdAt', '>', activeAfter)
      .orderBy('createdAt', 'desc')
      .limit(limit),
    scope,
  ).execute();
}
