import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors';
import type { ReceiptPdfInput } from './receipt-pdf';

/** A PDF not made in this long is abandoned and its worker replaced (the statement-sized work takes ~50 ms). */
const RECEIPT_PDF_TIMEOUT_MS = 10_000;
/** PDFs waiting at once; more are refused at once (503) rather than queued without bound. */
const MAX_WAITING = 32;

const here = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);

/**
 * From the sources (tests, tsx) the worker is receipt-pdf-worker.ts, loaded through tsx's loader
 * registered inside the thread (as kyc/faces/face-pool.ts does); from the bundle it is
 * dist/receipt-pdf-worker.js beside dist/main.js (build.mjs names it so).
 */
function startWorker(): Worker {
  if (!here.endsWith('.ts')) return new Worker(path.join(path.dirname(here), 'receipt-pdf-worker.js'));
  const tsxPackage = require.resolve('tsx/package.json');
  const api = (require(tsxPackage) as { exports: { './esm/api': { import: { default: string } } } }).exports['./esm/api'].import.default;
  const loader = pathToFileURL(path.join(path.dirname(tsxPackage), api)).href;
  const file = pathToFileURL(path.join(path.dirname(here), 'receipt-pdf-worker.ts')).href;
  return new Worker(`import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); })`, {
    eval: true,
  });
}

interface Pending {
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One worker thread, started on the first PDF and kept while PDFs are asked for (it does not keep
 * the process alive when idle). A PDF that overruns RECEIPT_PDF_TIMEOUT_MS ends the worker: every PDF
 * it held fails, and the next one starts a fresh worker.
 */
class ReceiptPdfRenderer {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  render(receipt: ReceiptPdfInput): Promise<Uint8Array> {
    if (this.pending.size >= MAX_WAITING)
      return Promise.reject(new AppError('PROVIDER_UNAVAILABLE', 'Too many receipts are being made. Try again in a moment.'));
    const worker = this.worker ?? this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(worker, new Error('The receipt PDF took too long')), RECEIPT_PDF_TIMEOUT_MS);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, receipt });
    });
  }

  private spawn(): Worker {
    const worker = startWorker();
    this.worker = worker;
    worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const task = this.pending.get(message.id);
      if (!task) return;
      this.settle(message.id, task);
      if (message.error !== undefined) task.reject(new Error(message.error));
      else task.resolve(message.pdf!);
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`The receipt PDF worker stopped (exit code ${code})`)));
    return worker;
  }

  private settle(id: number, task: Pending): void {
    clearTimeout(task.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
  }

  /** Ends this worker and fails what it held (a newer worker's PDFs are not its to fail). */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    worker.removeAllListeners();
    worker.on('error', () => {});
    void worker.terminate();
    for (const [id, task] of this.pending) {
      this.settle(id, task);
      task.reject(error);
    }
  }
}

let renderer: ReceiptPdfRenderer | undefined;

/** The receipt as a PDF, made in a worker thread within RECEIPT_PDF_TIMEOUT_MS. */
export function renderReceiptPdf(receipt: ReceiptPdfInput): Promise<Uint8Array> {
  renderer ??= new ReceiptPdfRenderer();
  return renderer.render(receipt);
}
