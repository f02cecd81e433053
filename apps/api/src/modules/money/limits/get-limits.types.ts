import { z } from 'zod';

const zCedis = z.string().regex(/^\d+\.\d{2}$/);

export const ZLimitsSchema = z.object({
  tier: z.enum(['minimum', 'medium', 'enhanced']),
  tierName: z.string(),
  dailyLimit: zCedis,
  monthlyLimit: zCedis.nullable(),
  maxBalance: zCedis,
  usedToday: zCedis,
  leftToday: zCedis,
  usedThisMonth: zCedis,
  leftThisMonth: zCedis.nullable(),
  balance: zCedis,
  balanceRoom: zCedis,
});

export type TLimits = z.infer<typeof ZLimitsSchema>;
