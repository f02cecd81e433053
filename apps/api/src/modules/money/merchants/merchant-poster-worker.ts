import { parentPort, workerData } from 'node:worker_threads';
import { merchantPosterPdf, type MerchantPosterInput } from './merchant-poster-pdf';

/**
 * One poster's worker thread: pdf-lib and the QR's PNG run here, never on the API's event loop.
 * Built as its own entry point (build.mjs: dist/merchant-poster-worker.js).
 */
merchantPosterPdf(workerData as MerchantPosterInput).then(
  (pdf) => parentPort?.postMessage({ pdf }, [pdf.buffer as ArrayBuffer]),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
