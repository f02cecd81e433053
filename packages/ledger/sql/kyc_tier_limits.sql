-- The Bank of Ghana's tiered wallet limits (March 2024) by KYC tier: the figures the ledger enforces
-- (ledger_write). This file is their source; packages/money/src/limits.ts (TIER_LIMITS, what the app
-- shows) is a copy that src/tier-limits.int.test.ts holds equal to it.
CREATE OR REPLACE FUNCTION kyc_tier_limits(p_tier text)
 RETURNS TABLE(daily_pesewas bigint, max_balance_pesewas bigint, monthly_pesewas bigint)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
SELECT v.daily, v.max_balance, v.monthly FROM (VALUES
  ('minimum', 300000::bigint, 500000::bigint, 1000000::bigint),
  ('medium', 1500000::bigint, 4000000::bigint, NULL::bigint),
  ('enhanced', 2500000::bigint, 7500000::bigint, NULL::bigint)) AS v (tier, daily, max_balance, monthly)
WHERE v.tier = p_tier
$function$;
