import { trpc } from '../../lib/trpc';

/** The document: sessions are read again every 5 s, stats every 10 s. */
export const SESSIONS_POLL_MS = 5_000;
export const STATS_POLL_MS = 10_000;

export const ussdStatsQuery = () => trpc.ussd.stats.queryOptions();
export const ussdSessionsQuery = () => trpc.ussd.sessions.queryOptions();

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
