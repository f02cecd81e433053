import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../../provider-error';
import { serveSimulator } from '../../../simulators/http-simulator';
import { createPaystackSimulator, type PaystackSimulator } from '../../../simulators/paystack-simulator';
import type { RunningSimulator } from '../../../simulators/simulated-message';
import { startCallbackReceiver, waitFor } from '../../../testing/callback-receiver';
import { PaystackCheckout } from './paystack-checkout';
import { referenceOfPaystackWebhook } from './paystack-webhook';

// The real checkout adapter against the simulator over HTTP; the hosted page driven as a browser would.
const secretKey = 'sk_test_checkout';
let sim: PaystackSimulator;
let server: RunningSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let checkout: PaystackCheckout;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = createPaystackSimulator({
    secretKey,
    accounts: async () => null,
    webhookUrl: `${receiver.url}/api/callbacks/paystack`,
    settleAfterMs: 40,
    slowMs: 1_200,
    lateMs: 150,
  });
  server = await serveSimulator(sim);
  checkout = new PaystackCheckout({ baseUrl: server.url, secretKey, timeoutMs: 600 });
});
afterEach(() => sim.control.clearFaults());
afterAll(async () => {
  sim.control.close();
  await Promise.all([server.close(), receiver.close()]);
});

const callbackUrl = 'http://app.example/api/cards/checkout/callback';
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** Initializes a ₵1.00 checkout and types a card into its page; the page's last answer. */
async function payOnPage(email: string, cardNumber: string, otp?: string) {
  const reference = `card-check-${randomUUID()}`;
  const started = await checkout.initialize({ email, amountPesewas: 100n, reference, callbackUrl });
  const pageHtml = await (await fetch(started.authorizationUrl)).text();
  expect(pageHtml).toContain('Card number');
  let answer = await fetch(started.authorizationUrl, form({ card_number: cardNumber, expiry: '12/30', cvv: '123' }));
  if (otp !== undefined) {
    expect(await answer.text()).toContain('Enter the code');
    answer = await fetch(started.authorizationUrl, form({ otp }));
  }
  return { reference, started, answer };
}

describe('Paystack hosted checkout (simulated)', () => {
  it('takes a card on its page, redirects to the callback, and verify gives a reusable authorization without the number', async () => {
    const email = `ama-${randomUUID()}@example.com`;
    const { reference, answer } = await payOnPage(email, '4084 0840 8408 4081');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${callbackUrl}?trxref=${reference}&reference=${reference}`);
    const check = await checkout.verify(reference);
    expect(check.state.status).toBe('successful');
    expect(check.amountPesewas).toBe(100n);
    expect(check.card).toMatchObject({ brand: 'visa', first6: '408408', last4: '4081', expiryMonth: 12, expiryYear: 2030, reusable: true });
    expect(JSON.stringify(check.card)).not.toContain('4084084084084081');
    // The webhook: charge.success, signed, naming the reference.
    const hook = await waitFor(() => receiver.received.find((r) => r.body.includes(reference)), Boolean);
    expect(referenceOfPaystackWebhook(hook!.body, hook!.headers['x-paystack-signature'], secretKey)).toBe(reference);
  });

  it('asks for the code on the page for a card that wants one, and a wrong code is refused', async () => {
    const email = `kofi-${randomUUID()}@example.com`;
    const wrong = await payOnPage(email, '5061000000000005', '000000');
    expect(wrong.answer.status).toBe(422);
    expect(await wrong.answer.text()).toContain('not right');
    const right = await payOnPage(email, '5061000000000005', '123456');
    expect(right.answer.status).toBe(302);
    expect((await checkout.verify(right.reference)).card?.brand).toBe('verve');
  });

  it('declines the declining card and refuses a number that fails the Luhn check, leaving the checkout unfinished', async () => {
    const email = `yaw-${randomUUID()}@example.com`;
    const declined = await payOnPage(email, '4084080000005408');
    expect(declined.answer.status).toBe(402);
    expect(await declined.answer.text()).toContain('Declined');
    const bad = await payOnPage(email, '4084084084084082');
    expect(await bad.answer.text()).toContain('card number is not valid');
    expect((await checkout.verify(declined.reference)).state.status).toBe('pending');
    expect((await checkout.verify(`nothing-${randomUUID()}`)).state.status).toBe('unknown');
  });

  it('gives the same signature for the same card added twice', async () => {
    const email = `esi-${randomUUID()}@example.com`;
    const first = await payOnPage(email, '4084084084084081');
    const second = await payOnPage(email, '4084084084084081');
    const [a, b] = await Promise.all([checkout.verify(first.reference), checkout.verify(second.reference)]);
    expect(a.card?.signature).toBe(b.card?.signature);
    expect(a.card?.authorizationCode).not.toBe(b.card?.authorizationCode);
  });

  it('charges a saved card later, once per reference, and refunds the card check', async () => {
    const email = `abena-${randomUUID()}@example.com`;
    const added = await payOnPage(email, '4084084084084081');
    const card = (await checkout.verify(added.reference)).card!;
    expect(await checkout.refund(added.reference)).toEqual({ status: 'accepted' });
    expect(await checkout.refund(added.reference)).toEqual({ status: 'accepted' });
    const reference = randomUUID();
    const charge = { reference, amountPesewas: 25_00n, authorizationCode: card.authorizationCode, email };
    expect(await checkout.chargeAuthorization(charge)).toEqual({ status: 'accepted' });
    expect(await checkout.chargeAuthorization(charge)).toEqual({ status: 'accepted' });
    const state = await waitFor(
      () => checkout.status(reference),
      (s) => s.status !== 'pending',
    );
    expect(state.status).toBe('successful');
    // Another customer cannot use the authorization.
    const stolen = await checkout.chargeAuthorization({ ...charge, reference: randomUUID(), email: 'thief@example.com' });
    expect(stolen.status).toBe('refused');
  });

  it('challenges a charge of the card that wants a code, and declines the card without funds', async () => {
    const email = `kwame-${randomUUID()}@example.com`;
    const otpCard = (await checkout.verify((await payOnPage(email, '5061000000000005', '123456')).reference)).card!;
    const reference = randomUUID();
    const asked = await checkout.chargeAuthorization({
      reference,
      amountPesewas: 10_00n,
      authorizationCode: otpCard.authorizationCode,
      email,
    });
    expect(asked.status).toBe('awaiting_otp');
    expect(await checkout.submitOtp(reference, '999999')).toMatchObject({ status: 'wrong_otp' });
    expect(await checkout.submitOtp(reference, '123456')).toEqual({ status: 'accepted' });
    expect(
      (
        await waitFor(
          () => checkout.status(reference),
          (s) => s.status !== 'pending',
        )
      ).status,
    ).toBe('successful');

    const poor = (await checkout.verify((await payOnPage(email, '5399838383838381')).reference)).card!;
    const declined = await checkout.chargeAuthorization({
      reference: randomUUID(),
      amountPesewas: 10_00n,
      authorizationCode: poor.authorizationCode,
      email,
    });
    expect(declined).toEqual({ status: 'refused', reason: 'Insufficient Funds', code: 'failed' });
  });

  it('applies faults to charges by the customer: a 5xx records nothing, failed:<REASON> fails after taking it', async () => {
    const email = `efua-${randomUUID()}@example.com`;
    const card = (await checkout.verify((await payOnPage(email, '4084084084084081')).reference)).card!;
    sim.control.setFault(email, 'error_5xx');
    const reference = randomUUID();
    await expect(
      checkout.chargeAuthorization({ reference, amountPesewas: 5_00n, authorizationCode: card.authorizationCode, email }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await checkout.status(reference)).status).toBe('unknown');
    sim.control.setFault(email, 'failed:DECLINED');
    const failing = randomUUID();
    expect(
      await checkout.chargeAuthorization({ reference: failing, amountPesewas: 5_00n, authorizationCode: card.authorizationCode, email }),
    ).toEqual({
      status: 'accepted',
    });
    expect(
      await waitFor(
        () => checkout.status(failing),
        (s) => s.status !== 'pending',
      ),
    ).toMatchObject({ status: 'failed', reason: 'Declined' });
  });
});
