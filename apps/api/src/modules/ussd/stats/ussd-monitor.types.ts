import { z } from 'zod';

export const ZUssdStatsSchema = z.object({
  activeSessions: z.number().int(),
  totalRequestsToday: z.number().int(),
  /** Percent of today's ended sessions that ended as meant, one decimal. */
  successRate: z.number(),
  popularMenus: z.array(z.object({ menu: z.string(), count: z.number().int() })),
});

/** One active session as GET /admin/ussd/sessions lists it (the document's fields). */
export interface TUssdSession {
  sessionId: string;
  phoneNumber: string;
  currentMenu: string;
  step: number;
  createdAt: string;
}

export type TUssdStats = z.infer<typeof ZUssdStatsSchema>;
