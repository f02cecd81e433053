import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.client().get('/api/openapi.json')).body;
});
afterAll(async () => {
  await t.close();
});

describe('the published OpenAPI document (/api/openapi.json)', () => {
  it('is valid OpenAPI for an independent validator (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });
});
