import type { Env } from '../../../env';
import { FacePool } from './face-pool';

const pools = new WeakMap<Env, FacePool>();

/** The process's face pool (one per configuration: the app's, or each test app's). */
export function facePoolFor(env: Env): FacePool {
  let pool = pools.get(env);
  if (!pool) {
    pool = new FacePool(env.KYC_FACE_WORKERS, env.KYC_FACE_QUEUE);
    pools.set(env, pool);
  }
  return pool;
}
