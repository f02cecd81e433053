import { z } from 'zod';

export const ZUssdStatsSchema = z.object({
  activeSessions: z.number().int(),
  totalRequestsToday: z.number().int(),
  /** Percent of today's ended sessions that ended as meant, one decimal. */
  successRate: z.number(),
  popularMenus: z.array(z.object({ menu: z.string(), count: z.number().int() })),
});

export const ZUssdSessionSchema = z.object({
  sessionId: z.string(),
  phoneNumber: z.string(),
  currentMenu: z.string(),
  step: z.number().int(),
  createdAt: z.string(),
});

export type TUssdStats = z.infer<typeof ZUssdStatsSchema>;
export type TUssdSession = z.infer<typeof ZUssdSessionSchema>;
