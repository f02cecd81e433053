export interface Answer {
  status: number;
  json: unknown;
  /** The replica HAProxy sent the request to (its X-Served-By), or the replica called directly. */
  servedBy: string;
  cookie: string | null;
}

/** Counts what a scenario sent, so its row can show requests and 5xx. */
export class RequestCounter {
  requests = 0;
  fiveXx = 0;
}

/**
 * One HTTP call as a client would make it: JSON body, the session cookie, an Idempotency-Key. null
 * when no answer came in time (the client does not know what happened and must retry the same key).
 */
export async function callApi(
  baseUrl: string,
  counter: RequestCounter,
  request: {
    method: string;
    path: string;
    body?: unknown;
    cookie?: string;
    key?: string;
    timeoutMs?: number;
    headers?: Record<string, string>;
  },
): Promise<Answer | null> {
  counter.requests++;
  try {
    const res = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.cookie ? { cookie: request.cookie } : {}),
        ...(request.key ? { 'idempotency-key': request.key } : {}),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? 5_000),
    });
    const text = await res.text();
    if (res.status >= 500) counter.fiveXx++;
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // a text answer (USSD form posts, errors from HAProxy)
    }
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    return {
      status: res.status,
      json,
      servedBy: res.headers.get('x-served-by') ?? baseUrl,
      cookie: cookies.length ? cookies.join('; ') : null,
    };
  } catch {
    return null;
  }
}

/** The id of a created payment, transfer or request in an answer. */
export function idOf(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const answer = json as { id?: unknown; transaction?: { id?: unknown }; transfer?: { id?: unknown } };
  return String(answer.id ?? answer.transaction?.id ?? answer.transfer?.id ?? '') || null;
}

/** Signs a person in (retrying while replicas start or die) and returns the session cookie. */
export async function signIn(baseUrl: string, counter: RequestCounter, loginId: string, password: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await callApi(baseUrl, counter, {
      method: 'POST',
      path: '/api/auth/login',
      body: { loginId, password },
      timeoutMs: 10_000,
    });
    if (res?.status === 200 && res.cookie) return res.cookie;
    if (res && res.status < 500 && res.status !== 429)
      throw new Error(`sign-in of ${loginId} refused: ${res.status} ${JSON.stringify(res.json)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`sign-in of ${loginId} failed 20 times`);
}
