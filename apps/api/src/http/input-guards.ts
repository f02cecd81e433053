import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body';

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

/** More values than any call of ours takes (a 256 KiB body holds at most about 130,000). */
const MAX_JSON_NODES = 20_000;
export const TOO_MANY_VALUES_MESSAGE = `Input has too many values (more than ${MAX_JSON_NODES})`;

/** Only what JSON.parse and the query-string and path parsers make: plain objects and arrays (a stream, a Buffer or a socket is not walked). */
function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as object | null;
  // The query-string and path parsers make objects on a prototype that itself has none.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The refusal for the first string (or object key) inside the value that PostgreSQL cannot store, else
 * null. It walks plain JSON values only, at most MAX_JSON_NODES of them and MAX_JSON_DEPTH deep, without
 * recursion: an object graph it was never meant to see (tRPC once handed a raw request stream in as the
 * body, whose walk never ended) costs at most that many steps.
 */
export function badText(root: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  let seen = 1;
  const visit = (value: unknown, depth: number) => {
    pending.push({ value, depth });
    return ++seen <= MAX_JSON_NODES;
  };
  while (pending.length) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return NUL_MESSAGE;
      if (LONE_SURROGATE.test(value)) return LONE_SURROGATE_MESSAGE;
      continue;
    }
    if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH || !isPlainContainer(value)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (!visit(item, depth + 1)) return TOO_MANY_VALUES_MESSAGE;
      continue;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (!visit(key, depth) || !visit((value as Record<string, unknown>)[key], depth + 1)) return TOO_MANY_VALUES_MESSAGE;
    }
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

export const JSON_ONLY_MESSAGE = 'Send the input as JSON (Content-Type: application/json)';

/**
 * For /trpc: any Content-Type other than JSON is a 415 before a byte of the body is read. tRPC's
 * Fastify adapter takes multipart/form-data as a raw stream (for FormData inputs, which no procedure of
 * ours has) and hands it on as the input; every other type is something no client of ours sends.
 */
export async function refuseNonJsonBody(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const type = req.headers['content-type'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (type === undefined && !hasBody) return;
  if (type !== undefined && isUtf8Json(type)) return;
  // The connection may still carry the unread body: close it rather than read it.
  void reply.header('Connection', 'close');
  await reply.code(415).send(errorBody(JSON_ONLY_MESSAGE, 'UNSUPPORTED_MEDIA_TYPE'));
}

/** `application/json`, in UTF-8 (JSON's only encoding between systems, RFC 8259 §8.1): no other charset. */
function isUtf8Json(contentType: string): boolean {
  const [media, ...params] = contentType
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  if (media !== 'application/json') return false;
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param));
}
