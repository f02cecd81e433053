import { queryOptions } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The document: sessions are read again every 5 s, stats every 10 s. */
export const SESSIONS_POLL_MS = 5_000;
export const STATS_POLL_MS = 10_000;

export const ussdStatsQuery = () => trpc.ussd.stats.queryOptions();

export interface UssdSession {
  sessionId: string;
  phoneNumber: string;
  currentMenu: string;
  step: number;
  createdAt: string;
}

/** GET /admin/ussd/sessions (the document's path): my simulator sessions, or every active one for an operator. */
export const ussdSessionsQuery = () =>
  queryOptions({
    queryKey: ['ussd', 'admin-sessions'],
    queryFn: async (): Promise<{ sessions: UssdSession[] }> => {
      const response = await fetch('/admin/ussd/sessions', { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      return (await response.json()) as { sessions: UssdSession[] };
    },
  });

export interface UssdAnswer {
  message: string;
  continueSession: boolean;
}

/**
 * POST /ussd as the signed-in person (the simulator): `text` is every reply of the session so far
 * joined by "*", as an aggregator sends it. A non-success answer throws "status: body" (the
 * document's error text).
 */
export async function postUssd(body: { sessionId: string; phoneNumber: string; text: string }): Promise<UssdAnswer> {
  const response = await fetch('/ussd', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...body, serviceCode: '*920*00#' }),
  });
  const text = await response.text();
  if (!response.ok) {
    let detail = text;
    try {
      detail = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not JSON: the body as it came
    }
    throw new Error(`${response.status}: ${detail || response.statusText}`);
  }
  return JSON.parse(text) as UssdAnswer;
}
