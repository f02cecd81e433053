import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SubmissionAnalysis } from './face-analysis';

/**
 * A small pool of worker threads for the face model (face-worker.ts), with a bounded queue: the
 * event loop only posts the two photos and waits, so /health and every other request stay fast
 * while submissions are checked. A full queue refuses at once (FacePoolBusyError) rather than
 * letting the wait grow without bound.
 */
export class FacePoolBusyError extends Error {
  constructor() {
    super('The face check queue is full');
    this.name = 'FacePoolBusyError';
  }
}

/** A submission that takes longer than this is abandoned and its worker replaced (a stuck model). */
const TASK_TIMEOUT_MS = 60_000;

interface Pending {
  id: number;
  document: Uint8Array;
  selfie: Uint8Array;
  resolve: (result: SubmissionAnalysis) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task?: Pending;
  timer?: NodeJS.Timeout;
}

const here = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);

/**
 * From the sources (tests, tsx) the worker is face-worker.ts, loaded through tsx's loader registered
 * inside the thread (Node 20 does not carry an --import loader into a worker's entry); from the
 * bundle it is dist/kyc-face-worker.js beside dist/main.js (build.mjs names it so).
 */
function startWorker(): Worker {
  if (!here.endsWith('.ts')) return new Worker(path.join(path.dirname(here), 'kyc-face-worker.js'));
  const tsxPackage = require.resolve('tsx/package.json');
  const api = (require(tsxPackage) as { exports: { './esm/api': { import: { default: string } } } }).exports['./esm/api'].import.default;
  const loader = pathToFileURL(path.join(path.dirname(tsxPackage), api)).href;
  const file = pathToFileURL(path.join(path.dirname(here), 'face-worker.ts')).href;
  return new Worker(`import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); })`, {
    eval: true,
  });
}

export class FacePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size: number,
    /** Submissions allowed to wait beyond those running. */
    private readonly maxQueue: number,
  ) {}

  /** Faces and hashes of both photos, from a worker; FacePoolBusyError when the queue is full. */
  analyze(document: Buffer, selfie: Buffer): Promise<SubmissionAnalysis> {
    if (this.closed) return Promise.reject(new Error('The face pool is closed'));
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.maxQueue) return Promise.reject(new FacePoolBusyError());
    return new Promise((resolve, reject) => {
      const task: Pending = { id: this.nextId++, document: new Uint8Array(document), selfie: new Uint8Array(selfie), resolve, reject };
      if (idle) this.run(idle, task);
      else this.queue.push(task);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The face pool is closed'));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((s) => !s.task);
    if (idle) return idle;
    if (this.slots.length < this.size) return this.spawn();
    return undefined;
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker() };
    // An idle worker does not keep the process alive (a test, a script that ends).
    slot.worker.unref();
    slot.worker.on('message', (message: { id: number; result?: SubmissionAnalysis; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      this.finish(slot);
      if (message.error !== undefined) task.reject(new Error(message.error));
      else task.resolve(message.result!);
    });
    const fail = (error: Error) => {
      const task = slot.task;
      this.replace(slot);
      task?.reject(error);
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (!this.closed) fail(new Error(`The face worker stopped (exit code ${code})`));
    });
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, task: Pending): void {
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      const stuck = slot.task;
      this.replace(slot);
      void slot.worker.terminate();
      stuck?.reject(new Error('The face check took too long'));
    }, TASK_TIMEOUT_MS);
    slot.timer.unref();
    slot.worker.postMessage({ id: task.id, document: task.document, selfie: task.selfie }, [
      task.document.buffer as ArrayBuffer,
      task.selfie.buffer as ArrayBuffer,
    ]);
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.worker.unref();
    const next = this.queue.shift();
    if (next) this.run(slot, next);
  }

  /** Drops a failed worker; the next submission spawns a fresh one, and the queue moves on. */
  private replace(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
    const next = this.queue.shift();
    if (next && !this.closed) this.run(this.idleSlot()!, next);
  }
}
