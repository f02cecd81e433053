import { sqlStateOf, type Database } from '@ghanapay/db';
import type { Env } from '../../../env';
import { Gatherer } from './gatherer';
import {
  loadSendContext,
  loadSendContexts,
  writeSendPayment,
  writeSendPayments,
  type SendContext,
  type SendContextRequest,
  type SendPaymentOutcome,
  type SendPaymentWrite,
} from './send-repository';

/** Sends' database calls, gathered under load (see Gatherer; decisions.md "Concurrent sends share database calls"). */
export interface SendGatherer {
  /** What a send reads before it scores (send_context), with other sends' reads. */
  context: (request: SendContextRequest) => Promise<SendContext | undefined>;
  /** A send's money write (send_payment), with other sends' writes (send_payments). */
  write: (write: SendPaymentWrite) => Promise<SendPaymentOutcome>;
  /** What went with others: the calls of more than one, and the sends they carried. */
  gathered: () => { contexts: { calls: number; inputs: number }; writes: { calls: number; inputs: number } };
}

const LOCK_NOT_AVAILABLE = '55P03';

/** The gatherer the settings ask for (SEND_GATHER_IN_FLIGHT 0: none, every send its own calls). */
export function sendGathererFor(db: Database, env: Pick<Env, 'SEND_GATHER_IN_FLIGHT' | 'SEND_GATHER_MAX'>): SendGatherer | undefined {
  if (env.SEND_GATHER_IN_FLIGHT === 0) return undefined;
  const options = { inFlight: env.SEND_GATHER_IN_FLIGHT, maxBatch: env.SEND_GATHER_MAX };
  const contexts = new Gatherer<SendContextRequest, SendContext | undefined>(
    (request) => loadSendContext(db, request),
    (batch) => loadSendContexts(db, batch),
    options,
  );
  const writes = new Gatherer<SendPaymentWrite, SendPaymentOutcome>(
    // Alone as well, a write taken by the gatherer waits for a lock no longer than a gathered call:
    // it holds an in-flight place, and the sends queued behind it must not wait on a wallet another
    // transaction holds (with one place, every send of this process would). Past the wait it goes
    // again alone, outside the gatherer (below).
    async (write) => {
      const [answer] = await writeSendPayments(db, [write]);
      if (answer instanceof Error) throw answer;
      return answer!;
    },
    (batch) => writeSendPayments(db, batch),
    options,
  );
  return {
    context: (request) => contexts.run(request),
    write: async (write) => {
      try {
        return await writes.run(write);
      } catch (error) {
        // A lock the gathered call waited for over its lock_timeout (packages/ledger/sql/send_payments.sql):
        // nothing of this send was written; it goes again alone, waiting as long as a single send
        // waits, while the sends queued behind it go on.
        if (sqlStateOf(error) === LOCK_NOT_AVAILABLE) return writeSendPayment(db, write);
        throw error;
      }
    },
    gathered: () => ({ contexts: { ...contexts.gathered }, writes: { ...writes.gathered } }),
  };
}
