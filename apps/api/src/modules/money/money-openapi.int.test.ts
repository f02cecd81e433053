import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('the money calls in the OpenAPI document', () => {
  it('lists every REST path of the spec, and the Idempotency-Key header on the money-moving ones', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const expected: [string, string, boolean][] = [
      ['/send-money', 'post', true],
      ['/recipients/preview', 'post', false],
      ['/transactions', 'post', true],
      ['/transactions', 'get', false],
      ['/transactions/{id}', 'get', false],
      ['/transactions/{id}/status', 'patch', true],
      ['/fraud-alerts', 'get', false],
      ['/fraud-alerts/{id}/resolve', 'post', false],
      ['/money-requests', 'post', true],
      ['/money-requests/pending', 'get', false],
      ['/money-requests/{id}/respond', 'post', true],
    ];
    for (const [path, method, idempotent] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      const header = operation!.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key') ?? false;
      expect(header, `${method.toUpperCase()} ${path} documents Idempotency-Key`).toBe(idempotent);
    }
  });
});
