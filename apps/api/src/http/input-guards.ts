import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deeper JSON than any call of ours takes is refused before it is parsed into objects or reaches tRPC. */
const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';
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

/** True when any string (or object key) inside the value contains a NUL character. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

function badRequest(message: string) {
  return Object.assign(new Error(message), { statusCode: 400, code: 'BAD_REQUEST' });
}

/**
 * Hostile input stops here with a 400, for the REST paths and /trpc alike: JSON nested deeper than
 * MAX_JSON_DEPTH (it would overflow the stack later), and NUL characters anywhere in the body, the
 * query or the path (PostgreSQL refuses them in text, which would otherwise surface as a 500).
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
    if (hasNul(req)) throw badRequest(NUL_MESSAGE);
  });
}

function hasNul(req: FastifyRequest): boolean {
  if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params)) return true;
  // tRPC keeps its body as JSON text (its plugin has its own parser), and GET calls carry their input
  // as JSON text in ?input=: check those texts' depth, and their escaped NULs (\u0000).
  const input = (req.query as Record<string, unknown> | undefined)?.input;
  for (const text of [typeof req.body === 'string' ? req.body : null, typeof input === 'string' ? input : null]) {
    if (text === null) continue;
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw badRequest(TOO_DEEP_MESSAGE);
    if (/\\u0000/i.test(text)) return true;
  }
  return false;
}
