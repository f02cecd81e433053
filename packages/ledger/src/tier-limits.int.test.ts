import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { TIER_LIMITS, type KycTier } from '@ghanapay/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The tier limits' figures have one source, sql/kyc_tier_limits.sql (what ledger_write_postings enforces);
// packages/money's TIER_LIMITS (what the app shows and explains) is a copy held equal to it here. A
// migrated database's kyc_tier_limits is the file's (sql-files.int.test.ts).

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('the tier limits', () => {
  it('are the same figures in packages/money as in sql/kyc_tier_limits.sql, tier by tier', async () => {
    const tiers = Object.keys(TIER_LIMITS) as KycTier[];
    const { rows } = await sql<{ tier: KycTier; daily: string; maxBalance: string; monthly: string | null }>`
      SELECT t.tier, l.daily_pesewas AS daily, l.max_balance_pesewas AS max_balance, l.monthly_pesewas AS monthly
      FROM unnest(${tiers}::text[]) AS t (tier), kyc_tier_limits(t.tier) AS l`.execute(t.db);
    const figures = Object.fromEntries(
      rows.map((r) => [
        r.tier,
        {
          dailyPesewas: BigInt(r.daily),
          maxBalancePesewas: BigInt(r.maxBalance),
          monthlyPesewas: r.monthly === null ? null : BigInt(r.monthly),
        },
      ]),
    );
    expect(figures).toEqual(TIER_LIMITS);
  });

  it('name no tier the app does not know', async () => {
    const text = (await sql<{ def: string }>`SELECT pg_get_functiondef('kyc_tier_limits'::regproc) AS def`.execute(t.db)).rows[0]!.def;
    const tiers = [...text.matchAll(/\('(\w+)', \d+::bigint/g)].map((m) => m[1]).sort();
    expect(tiers).toEqual(Object.keys(TIER_LIMITS).sort());
  });
});
