/** PostgreSQL's SQLSTATE for "deadlock detected": it aborted this transaction so the other could go on. */
const DEADLOCK = '40P01';

/**
 * Runs `work` again when PostgreSQL aborted it as one side of a deadlock. For idempotent set-up
 * statements only, such as pg-boss's `create_queue` (an INSERT … ON CONFLICT DO NOTHING, then a table
 * attached as a partition of pgboss.job): two API processes starting at the same moment on a database
 * that lacks a queue deadlock there, and the one PostgreSQL aborts found the queue made when it ran again.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, options: { attempts?: number; delayMs?: number } = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= attempts) throw error;
      // A little apart, so the processes that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, (options.delayMs ?? 50) * attempt * (1 + Math.random())));
    }
  }
}
