import type { Database } from '@ghanapay/db';
import type { Env } from '../../../env';
import { Gatherer } from './gatherer';
import { writeSendPayment, writeSendPayments, type SendPaymentOutcome, type SendPaymentWrite } from './send-repository';

/** Sends' database calls, gathered under load (see Gatherer; decisions.md "Sends gathered into one call"). */
export interface SendGatherer {
  write: (write: SendPaymentWrite) => Promise<SendPaymentOutcome>;
  /** Writes that went with others: the calls of more than one, and the sends they carried. */
  gathered: () => { calls: number; inputs: number };
}

/** The gatherer the settings ask for (SEND_GATHER_IN_FLIGHT 0: none, every send its own calls). */
export function sendGathererFor(db: Database, env: Pick<Env, 'SEND_GATHER_IN_FLIGHT' | 'SEND_GATHER_MAX'>): SendGatherer | undefined {
  if (env.SEND_GATHER_IN_FLIGHT === 0) return undefined;
  const options = { inFlight: env.SEND_GATHER_IN_FLIGHT, maxBatch: env.SEND_GATHER_MAX };
  const writes = new Gatherer<SendPaymentWrite, SendPaymentOutcome>(
    (write) => writeSendPayment(db, write),
    (batch) => writeSendPayments(db, batch),
    options,
  );
  return { write: (write) => writes.run(write), gathered: () => ({ ...writes.gathered }) };
}
