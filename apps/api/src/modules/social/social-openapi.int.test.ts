import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('the social calls in the OpenAPI document', () => {
  it('lists every social REST path of the spec (plus unblock, reaction removal and visibility)', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/transactions/{id}/reactions', 'get'],
      ['/transactions/{id}/reactions', 'post'],
      ['/transactions/{id}/reactions/{emoji}', 'delete'],
      ['/transactions/{id}/comments', 'get'],
      ['/transactions/{id}/comments', 'post'],
      ['/transactions/{id}/likes', 'get'],
      ['/transactions/{id}/user-like', 'get'],
      ['/transactions/{id}/like', 'post'],
      ['/transactions/{id}/visibility', 'patch'],
      ['/users/{userId}/block', 'post'],
      ['/users/{userId}/block', 'delete'],
      ['/users/{userId}/report', 'post'],
      ['/search/users', 'get'],
      ['/contacts/frequent', 'get'],
      ['/friends', 'get'],
      ['/friends/requests', 'get'],
      ['/friends/request', 'post'],
      ['/friends/accept/{id}', 'post'],
      ['/friends/reject/{id}', 'post'],
      ['/users/{userId}', 'get'],
      ['/users/{userId}/friends', 'get'],
      ['/users/{userId}/transactions', 'get'],
      ['/friendship/status/{userId}', 'get'],
      ['/qr/generate', 'get'],
      ['/qr/verify', 'post'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
  });
});
