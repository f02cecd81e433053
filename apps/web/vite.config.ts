/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/trpc': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in one chunk: one request instead of a dozen
          // tiny shared chunks, each paying headers and a round trip. Route chunks stay split.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  // Unit tests sit beside the code; e2e/ belongs to Playwright.
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
