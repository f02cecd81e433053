import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deeper JSON than any call of ours takes is refused before it is parsed into objects or reaches tRPC. */
const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode (a lone surrogate such as \\ud800 is not a character)';
export const TOO_DEEP_MESSAGE = `JSON is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`;

/** The nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** An unpaired UTF-16 surrogate: JSON can carry it ("\ud800"), PostgreSQL's json and jsonb cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATE_ESCAPE =
  /\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

/** The refusal for the first string (or object key) inside the value that PostgreSQL cannot store, else null. */
function badText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? NUL_MESSAGE : LONE_SURROGATE.test(value) ? LONE_SURROGATE_MESSAGE : null;
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const refusal = badText(key) ?? badText(item, depth + 1);
    if (refusal) return refusal;
  }
  return null;
}

function badRequest(message: string) {
  return Object.assign(new Error(message), { statusCode: 400, code: 'BAD_REQUEST' });
}

/**
 * Hostile input stops here with a 400, for the REST paths and /trpc alike: JSON nested deeper than
 * MAX_JSON_DEPTH (it would overflow the stack later), and NUL characters or lone UTF-16 surrogates
 * anywhere in the body, the query or the path (PostgreSQL refuses them in text and in json, which
 * would otherwise surface as a 500 — the fuzzer found the surrogate one through the idempotency store).
 */
export async function registerInputGuards(app: FastifyInstance): Promise<void> {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return done(badRequest(TOO_DEEP_MESSAGE), undefined);
    defaultJson(req, text, done);
  });

  app.addHook('preHandler', async (req) => {
    const refusal = badInput(req);
    if (refusal) throw badRequest(refusal);
  });
}

function badInput(req: FastifyRequest): string | null {
  const refusal = badText(req.body) ?? badText(req.query) ?? badText(req.params);
  if (refusal) return refusal;
  // tRPC keeps its body as JSON text (its plugin has its own parser), and GET calls carry their input
  // as JSON text in ?input=: check those texts' depth, and their escaped NULs (\u0000).
  const input = (req.query as Record<string, unknown> | undefined)?.input;
  for (const text of [typeof req.body === 'string' ? req.body : null, typeof input === 'string' ? input : null]) {
    if (text === null) continue;
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw badRequest(TOO_DEEP_MESSAGE);
    if (/\\u0000/i.test(text)) return NUL_MESSAGE;
    if (LONE_SURROGATE_ESCAPE.test(text)) return LONE_SURROGATE_MESSAGE;
  }
  return null;
}
