import { parentPort } from 'node:worker_threads';
import { receiptPdf, type ReceiptPdfInput } from './receipt-pdf';

/**
 * The receipt PDF's worker thread: pdf-lib and the QR's PNG run here, never on the API's event loop.
 * Built as its own entry point (build.mjs: dist/receipt-pdf-worker.js).
 */
parentPort?.on('message', (task: { id: number; receipt: ReceiptPdfInput }) => {
  receiptPdf(task.receipt).then(
    (pdf) => parentPort?.postMessage({ id: task.id, pdf }, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => parentPort?.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
