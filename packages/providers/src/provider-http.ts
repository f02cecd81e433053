import { ProviderUnavailableError } from './provider-error';

const DEFAULT_TIMEOUT_MS = 10_000;

/** A base URL and a path joined as a directory would be ("https://host/prefix" + "/x" → /prefix/x). */
export function providerUrl(baseUrl: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/**
 * One HTTP call to a provider, as every adapter makes it: a timeout, a network failure or timeout
 * as ProviderUnavailableError (never the request's content), and the answer's JSON body (a body
 * that is not JSON becomes {message: its first 200 characters}). No interpretation here.
 */
export async function providerRequest(
  provider: string,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<{ httpStatus: number; body: unknown }> {
  let response: Response;
  try {
    // The global fetch is read at call time, so test interceptors installed later apply.
    response = await (options.fetchImpl ?? globalThis.fetch)(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError(provider, (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { httpStatus: response.status, body };
}
