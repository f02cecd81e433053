import { defineConfig } from 'vitest/config';

// Pure code: no database, no global setup. The property and fuzz tests run a few thousand cases.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
