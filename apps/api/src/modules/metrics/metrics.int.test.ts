import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, productionRefusal } from '../../env';
import { registerMetricsGateway } from '../../gateways/metrics-gateway';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createMoneyUser, moveClockToMidday } from '../money/testing/money-test-helpers';
import { runRecordedLedgerAudit } from './metrics-snapshot';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN });
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

/** Prometheus text → one number per series (`name{labels}` as written). */
function parse(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

async function scrape(): Promise<Map<string, number>> {
  const res = await t.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(res.text);
}

const valueOf = (series: Map<string, number>, key: string) => series.get(key) ?? 0;

describe('GET /metrics', () => {
  it('refuses a request without the token, or with another, with a 401 and no figures', async () => {
    const none = await t.client().get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(none.text).not.toContain('ghanapay_');
    const wrong = await t.client().get('/metrics', { authorization: `Bearer ${TOKEN}x` });
    expect(wrong.status).toBe(401);
  });

  it('is never open on the app port when no token is configured', async () => {
    const app = Fastify();
    await registerMetricsGateway(app, { ...t.deps, env: { ...t.deps.env, METRICS_TOKEN: undefined } });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(401);
    // The separate loopback port (METRICS_PORT) without a token is the one open form.
    const local = Fastify();
    await registerMetricsGateway(local, { ...t.deps, env: { ...t.deps.env, METRICS_TOKEN: undefined } }, { open: true });
    expect((await local.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    await Promise.all([app.close(), local.close()]);
  });

  it('lists every metric the dashboard uses, in Prometheus text', async () => {
    const text = (await t.client().get('/metrics', { authorization: `Bearer ${TOKEN}` })).text;
    for (const name of [
      'ghanapay_http_requests_total',
      'ghanapay_send_duration_seconds',
      'ghanapay_money_moved_pesewas_total',
      'ghanapay_provider_calls_total',
      'ghanapay_provider_call_duration_seconds',
      'ghanapay_open_holds',
      'ghanapay_job_queue_depth',
      'ghanapay_complaints_past_deadline',
      'ghanapay_ledger_audit_violations',
      'ghanapay_ledger_audit_last_run_timestamp_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `);
  });

  it('moves when a send happens: requests by route and status, the send latency, money moved by kind', async () => {
    const [ama, kofi] = await Promise.all([createMoneyUser(t, { balance: 100_00n }), createMoneyUser(t)]);
    const before = await scrape();
    const sent = await ama.client.post('/api/send-money', { amount: '12.34', recipientUsername: kofi.username });
    expect(sent.status, sent.text).toBe(200);
    const refused = await ama.client.post('/api/send-money', { amount: '5000.00', recipientUsername: kofi.username });
    expect(refused.status).toBe(422);
    const after = await scrape();
    const delta = (key: string) => valueOf(after, key) - valueOf(before, key);
    expect(delta('ghanapay_http_requests_total{method="POST",route="/api/send-money",status="200"}')).toBe(1);
    expect(delta('ghanapay_send_duration_seconds_count{outcome="completed"}')).toBe(1);
    expect(delta('ghanapay_send_duration_seconds_count{outcome="INSUFFICIENT_FUNDS"}')).toBe(1);
    expect(delta('ghanapay_money_moved_pesewas_total{kind="p2p_send"}')).toBe(1234);
  });

  it('reports the last ledger audit, and complaints past their deadline', async () => {
    expect(valueOf(await scrape(), 'ghanapay_ledger_audit_violations')).toBe(-1);
    expect(await runRecordedLedgerAudit(t.deps)).toBe(0);
    const audited = await scrape();
    expect(valueOf(audited, 'ghanapay_ledger_audit_violations')).toBe(0);
    expect(valueOf(audited, 'ghanapay_ledger_audit_last_run_timestamp_seconds')).toBe(Math.floor(t.deps.now().getTime() / 1000));

    const ama = await createMoneyUser(t);
    const filed = await ama.client.post('/api/complaints', { category: 'other', description: 'The app froze during a payment' });
    expect(filed.status, filed.text).toBe(200);
    const breachedBefore = valueOf(audited, 'ghanapay_complaints_past_deadline');
    t.advanceClock(30 * 24 * 3600_000);
    const late = await scrape();
    expect(valueOf(late, 'ghanapay_complaints_past_deadline')).toBe(breachedBefore + 1);
  });
});

describe('production', () => {
  const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/ghanapay-metrics-env-test' };
  it('refuses to start with a public metrics port and no token', () => {
    expect(productionRefusal(loadEnv({ ...base, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }))).toMatch(
      /^Refusing to start in production with public, unauthenticated metrics \(METRICS_HOST=0\.0\.0\.0\)/,
    );
    // With the token, or on loopback, metrics are not the reason (the simulated providers still are).
    expect(productionRefusal(loadEnv({ ...base, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }))).not.toMatch(
      /metrics/,
    );
    expect(productionRefusal(loadEnv({ ...base, METRICS_PORT: '9464' }))).not.toMatch(/metrics/);
  });

  it('refuses a METRICS_TOKEN too short to be a secret', () => {
    expect(() => loadEnv({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 24 characters/);
  });
});
