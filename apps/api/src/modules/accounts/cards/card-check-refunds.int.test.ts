import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settlePendingCallbackChecks } from '../../../gateways/provider-callbacks-gateway';
import { SCHEDULED_JOBS } from '../../jobs/scheduled-jobs';
import { createTestUser } from '../../../testing/factories';
import { typeCardOnHostedPage } from '../../../testing/hosted-card';
import { startTestApp, type TestApp } from '../../../testing/test-app';

// The card check's ₵1.00 goes back to the card; when Paystack (its simulator over real HTTP) cannot
// take the refund as the check completes, the minute job asks again, and only once it is taken.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refundedAt = async (reference: string) =>
  (await t.deps.db.selectFrom('cardCheckouts').select('refundedAt').where('reference', '=', reference).executeTakeFirstOrThrow())
    .refundedAt;

describe('a card check’s refund that Paystack could not take', () => {
  it('is asked again by the minute job until taken, exactly once even when two runs meet', async () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'accounts-refund-card-checks')!;
    expect(job.cron).toBe('* * * * *');
    const user = await createTestUser(t, 'social');
    const { reference } = await typeCardOnHostedPage(user.client, '4084 0840 8408 4081');
    // Paystack answers the refund with a 5xx: the card is added all the same, its ₵1.00 not yet back.
    t.simulators!.paystack.setFault(user.email!, 'error_5xx');
    const completed = await user.client.post('/api/cards/checkout/complete', { reference });
    expect(completed.body.status, completed.text).toBe('added');
    expect(await refundedAt(reference)).toBeNull();

    let asked = 0;
    const cards = t.deps.moneyRails.cards;
    const deps = {
      ...t.deps,
      moneyRails: {
        ...t.deps.moneyRails,
        cards: { ...cards, refund: (ref: string) => (asked++, cards.refund(ref)) },
      },
    };
    // Still not answering: tried, not marked. (The completion Paystack's webhook started may hold the
    // check a moment, and a run skips a check held: the job asks once it is free.)
    await vi.waitFor(async () => {
      expect(await job.run(deps)).toBe(0);
      expect(asked).toBe(1);
    });
    await settlePendingCallbackChecks();
    expect(await refundedAt(reference)).toBeNull();

    // Paystack is back: two runs at once (two API replicas) ask it once between them.
    t.simulators!.paystack.clearFaults(user.email!);
    asked = 0;
    const runs = await Promise.all([job.run(deps), job.run(deps)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(asked).toBe(1);
    expect(await refundedAt(reference)).not.toBeNull();

    // Refunded: neither the job nor a later completion asks again.
    expect(await job.run(deps)).toBe(0);
    expect((await user.client.post('/api/cards/checkout/complete', { reference })).body.status).toBe('added');
    expect(asked).toBe(1);
  });
});
