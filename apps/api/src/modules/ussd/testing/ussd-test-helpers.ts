import { expect } from 'vitest';
import { measure } from '../../../i18n/gsm-alphabet';
import { USSD_LIMITS } from '../../../i18n/screen-fit';
import type { HttpClient } from '../../../testing/http-client';
import type { TestApp } from '../../../testing/test-app';

/** The aggregator key the USSD tests configure (USSD_GATEWAY_KEY). */
export const USSD_KEY = 'ussd-test-key-0123456789abcdef';

export type WireFormat = 'form' | 'json';

export interface UssdReply {
  status: number;
  message: string;
  continueSession: boolean;
  /** The raw body (Africa's Talking's "CON …" / "END …" for a form post). */
  raw: string;
}

let sessionCounter = 0;

/** One POST /ussd, as an aggregator (with the key) in either wire format, or as the signed-in simulator (`client`). */
export async function postUssd(
  t: TestApp,
  body: { sessionId: string; phoneNumber: string; text: string; serviceCode?: string; networkCode?: string },
  options: { format?: WireFormat; key?: string | null; client?: HttpClient } = {},
): Promise<UssdReply> {
  const format = options.format ?? 'json';
  const key = options.key === undefined ? USSD_KEY : options.key;
  const client = options.client ?? t.client();
  const path = key === null ? '/ussd' : `/ussd?key=${encodeURIComponent(key)}`;
  const fields = { serviceCode: '*920*00#', ...body };
  if (format === 'json') {
    const res = await client.post(path, fields);
    const reply = {
      status: res.status,
      message: res.body?.message ?? '',
      continueSession: res.body?.continueSession ?? false,
      raw: res.text,
    };
    if (res.status === 200) expectWithinScreen(reply.message);
    return reply;
  }
  const form = new URLSearchParams({ networkCode: '62001', ...fields }).toString();
  const res = await client.post(path, form, { 'content-type': 'application/x-www-form-urlencoded' });
  if (res.status !== 200) return { status: res.status, message: '', continueSession: false, raw: res.text };
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(res.text).toMatch(/^(CON|END) /);
  const message = res.text.slice(4);
  expectWithinScreen(message);
  return { status: res.status, message, continueSession: res.text.startsWith('CON '), raw: res.text };
}

/**
 * A handset dialling *920*00#: each `reply` sends every input so far joined by "*" (as Africa's
 * Talking does, and as the /ussd page's simulator does).
 */
export function dial(t: TestApp, phoneNumber: string, format: WireFormat, options: { client?: HttpClient } = {}) {
  const sessionId = `ATUid_test_${++sessionCounter}_${Date.now()}`;
  const inputs: string[] = [];
  const send = () =>
    postUssd(
      t,
      { sessionId, phoneNumber, text: inputs.join('*') },
      options.client ? { format, key: null, client: options.client } : { format },
    );
  return {
    sessionId,
    get text() {
      return inputs.join('*');
    },
    open: () => send(),
    reply: (input: string) => {
      inputs.push(input);
      return send();
    },
    /** Sends the last request again, unchanged (an aggregator's retry). */
    resend: () => send(),
  };
}

/** Walks a dial through several replies and returns the last answer. */
export async function walk(session: ReturnType<typeof dial>, inputs: string[]): Promise<UssdReply> {
  let last = await session.open();
  for (const input of inputs) {
    expect(last.continueSession, last.message).toBe(true);
    last = await session.reply(input);
  }
  return last;
}

export async function setWebPin(client: HttpClient, pin: string): Promise<void> {
  const res = await client.post('/api/ussd/pin', { pin, confirmPin: pin });
  expect(res.status, res.text).toBe(200);
}

/** A screen within the USSD limit of its encoding: 182 GSM-7 characters, 80 UCS-2. */
function expectWithinScreen(message: string): void {
  const { encoding, units } = measure(message);
  expect(units, message).toBeLessThanOrEqual(USSD_LIMITS[encoding]);
}
