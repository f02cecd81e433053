import { APP_SLUG } from '@ghanapay/validators';
import { poolConfigFor } from '@ghanapay/db';
import PgBoss from 'pg-boss';
import type { AppDeps } from '../../deps';
import { retryOnDeadlock } from './retry-on-deadlock';
import { ON_DEMAND_JOBS, SCHEDULED_JOBS, type OnDemandJob, type ScheduledJob } from './scheduled-jobs';

/** How many on-demand jobs one fetch takes and runs side by side. */
const ON_DEMAND_BATCH = 10;

export interface JobQueueOptions {
  /** The app's database: pg-boss keeps its tables in the `pgboss` schema there. */
  connectionString: string;
  deps: AppDeps;
  jobs?: readonly ScheduledJob[];
  onDemand?: readonly OnDemandJob[];
  /** How often a worker looks for work (pg-boss's minimum is 0.5 s; default 2 s). */
  pollingIntervalSeconds?: number;
  log?: { info: (message: string) => void; error: (error: unknown, message: string) => void };
}

export interface JobQueue {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Queues one run of a scheduled job now (operators, tests). */
  runNow: (name: string) => Promise<string | null>;
  /** Queues one run of an on-demand job (a transfer's next step right after it commits). */
  send: (name: string, data: Record<string, string>) => Promise<string | null>;
  boss: PgBoss;
}

/**
 * The PostgreSQL-backed job queue (pg-boss): scheduled jobs run in whichever API process fetches
 * them, once per schedule tick however many processes run, and survive restarts. Not a timer in
 * the web process.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  const log = options.log ?? { info: () => {}, error: () => {} };
  // poolConfigFor: a multi-host DATABASE_URL follows the primary here too (pg-boss passes it to pg.Pool).
  const boss = new PgBoss({ ...poolConfigFor(options.connectionString), max: 3, application_name: `${APP_SLUG}-jobs` });
  let stopping = false;
  boss.on('error', (error) => {
    // While stopping, the database going away under pg-boss's last connections is expected, not news.
    if (stopping) return;
    // The message and code only: pg errors carry their whole client (connection settings) otherwise.
    const { message, code } = error as Error & { code?: string };
    log.error(Object.assign(new Error(message), { code, stack: error.stack }), 'job queue error');
  });

  // pg-boss 10 records a job's end without awaiting it (manager.js, onFetch: `this.complete(…)`,
  // `this.fail(…)`): with the database gone (PostgreSQL restarting, a connection terminated) that
  // rejection is unhandled and would end the process — found by the fault suite. It is logged
  // instead: the job stays active and pg-boss runs it again once it expires (every job is
  // idempotent). Any other unhandled rejection still ends the process, as by default.
  const onUnhandledRejection = (reason: unknown) => {
    if (
      reason instanceof Error &&
      /pg-boss[\\/]src[\\/]manager\.js/.test(reason.stack ?? '') &&
      /Manager\.(fail|complete)\b/.test(reason.stack ?? '')
    ) {
      log.error(
        Object.assign(new Error(reason.message), { stack: reason.stack }),
        'job queue could not record a job’s end; it runs again when it expires',
      );
      return;
    }
    throw reason;
  };

  // The on-demand workers' ids, so a job queued by this process wakes its worker at once.
  const onDemandWorkers = new Map<string, string>();

  return {
    boss,
    async start() {
      process.on('unhandledRejection', onUnhandledRejection);
      await boss.start();
      for (const job of jobs) {
        await retryOnDeadlock(() => boss.createQueue(job.name));
        await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (batch) => {
          for (const _ of batch) {
            const changed = await job.run(options.deps);
            if (changed > 0) log.info(`${job.name}: ${changed} updated`);
          }
        });
        await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
      for (const job of options.onDemand ?? ON_DEMAND_JOBS) {
        await retryOnDeadlock(() => boss.createQueue(job.name));
        // pg-boss 10 waits out the polling interval after every fetch, even one that found work, so
        // one job per fetch drained a backlog (salary day's transfers out, or what a restart left)
        // at one job per 2 s per process (found by the cluster test). A fetch takes up to
        // ON_DEMAND_BATCH jobs and runs them side by side (each is its own transfer); if one fails,
        // the batch fails and pg-boss runs its jobs again (every step is idempotent: a step of a
        // transfer that has ended does nothing).
        const workerId = await boss.work<Record<string, string>>(
          job.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: ON_DEMAND_BATCH },
          async (batch) => {
            const results = await Promise.allSettled(batch.map((item) => job.run(options.deps, item.data)));
            const failure = results.find((result) => result.status === 'rejected');
            if (failure) throw failure.reason;
          },
        );
        onDemandWorkers.set(job.name, workerId);
      }
    },
    async stop() {
      stopping = true;
      process.off('unhandledRejection', onUnhandledRejection);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    runNow: (name) => boss.send(name, {}),
    async send(name, data) {
      const id = await boss.send(name, data);
      // Fetch it now rather than at the next poll (a transfer out is submitted to its provider at once).
      const worker = onDemandWorkers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
  };
}
