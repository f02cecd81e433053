import { expect } from 'vitest';
import type { HttpClient } from './http-client';

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

/**
 * Starts a card check and types the card into the (simulated) Paystack page, as a browser would, and
 * the code when given; the page's last answer. The card number goes to the simulator only.
 */
export async function typeCardOnHostedPage(client: HttpClient, cardNumber: string, options: { otp?: string; isDefault?: boolean } = {}) {
  const started = await client.post('/api/cards/checkout', options.isDefault === undefined ? {} : { isDefault: options.isDefault });
  expect(started.status, started.text).toBe(200);
  const { authorizationUrl, reference } = started.body as { authorizationUrl: string; reference: string };
  let answer = await fetch(authorizationUrl, form({ card_number: cardNumber, expiry: '09/31', cvv: '737' }));
  if (options.otp !== undefined) answer = await fetch(authorizationUrl, form({ otp: options.otp }));
  return { reference, answer, started: started.body as { amount: string; message: string } };
}

/** A card added end to end: the page, the redirect back to /cards, the completion; the saved card's id. */
export async function addCardThroughCheckout(client: HttpClient, cardNumber: string, options: { otp?: string; isDefault?: boolean } = {}) {
  const { reference, answer, started } = await typeCardOnHostedPage(client, cardNumber, options);
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  expect(back.pathname).toBe('/cards');
  expect(back.searchParams.get('reference')).toBe(reference);
  const completed = await client.post('/api/cards/checkout/complete', { reference });
  return { reference, started, completed, cardId: (completed.body as { card: { id: number } | null }).card?.id ?? null };
}
