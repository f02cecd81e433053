import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../../errors';
import type { MerchantPosterInput } from './merchant-poster-pdf';

/** A poster not made in this long is abandoned (the work itself takes ~50 ms). */
const POSTER_TIMEOUT_MS = 10_000;
/** Posters made at once; more are refused at once (503) rather than queued without bound. */
const MAX_AT_ONCE = 4;

const here = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);

/**
 * From the sources (tests, tsx) the worker is merchant-poster-worker.ts, loaded through tsx's loader
 * registered inside the thread (as receipts/receipt-pdf-renderer.ts does); from the bundle it is
 * dist/merchant-poster-worker.js beside dist/main.js (build.mjs names it so).
 */
function startWorker(poster: MerchantPosterInput): Worker {
  if (!here.endsWith('.ts')) return new Worker(path.join(path.dirname(here), 'merchant-poster-worker.js'), { workerData: poster });
  const tsxPackage = require.resolve('tsx/package.json');
  const api = (require(tsxPackage) as { exports: { './esm/api': { import: { default: string } } } }).exports['./esm/api'].import.default;
  const loader = pathToFileURL(path.join(path.dirname(tsxPackage), api)).href;
  const file = pathToFileURL(path.join(path.dirname(here), 'merchant-poster-worker.ts')).href;
  return new Worker(`import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); })`, {
    eval: true,
    workerData: poster,
  });
}

let running = 0;

/**
 * The poster as a PDF, made in a worker thread of its own. A shop prints its poster once or twice in
 * its life, so a thread per poster (ended when it answers) costs nothing worth pooling, and a stuck
 * one cannot hold up the next.
 */
export function renderMerchantPoster(poster: MerchantPosterInput): Promise<Uint8Array> {
  if (running >= MAX_AT_ONCE)
    return Promise.reject(new AppError('PROVIDER_UNAVAILABLE', 'Too many posters are being made. Try again in a moment.'));
  running += 1;
  const worker = startWorker(poster);
  let timer: NodeJS.Timeout | undefined;
  return new Promise<Uint8Array>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error('The poster PDF took too long')), POSTER_TIMEOUT_MS);
    worker.once('message', (message: { pdf?: Uint8Array; error?: string }) =>
      message.pdf ? resolve(message.pdf) : reject(new Error(message.error ?? 'The poster PDF failed')),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The poster PDF worker stopped (exit code ${code})`)));
  }).finally(() => {
    clearTimeout(timer);
    running -= 1;
    void worker.terminate();
  });
}
