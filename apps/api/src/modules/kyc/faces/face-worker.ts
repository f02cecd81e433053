import { parentPort } from 'node:worker_threads';
import { analyzeSubmission } from './face-analysis';

/**
 * A face-pool worker thread: TensorFlow (WASM) and the decoding run here, never on the API's event
 * loop. One submission at a time; the pool sends the next when this one answers. Built as its own
 * entry point (build.mjs: dist/kyc-face-worker.js).
 */
interface Task {
  id: number;
  document: Uint8Array;
  selfie: Uint8Array;
}

parentPort?.on('message', (task: Task) => {
  analyzeSubmission(task.document, task.selfie).then(
    (result) => parentPort?.postMessage({ id: task.id, result }),
    (error: unknown) => parentPort?.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
