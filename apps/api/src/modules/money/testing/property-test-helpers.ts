import { expect } from 'vitest';
import { CARD_CHECKS_PER_USER } from '../../accounts/cards/card-limits';
import { resetRateLimit } from '../../rate-limits';
import { addCardThroughCheckout } from '../../../testing/hosted-card';
import type { TestApp } from '../../../testing/test-app';
import { dueExternalTransferIds } from '../external/external-transfer-repository';
import { runTransferStep } from '../external/transfer-state-machine';
import type { WalletUser } from './transfer-test-helpers';

/** A small seeded generator, so a property test's failure can be replayed with the same seed (PROPERTY_SEED). */
export function seededGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The Luhn check digit that makes `digits` + it a valid card number. */
function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * A card of the user's, typed on Paystack's (simulated) page over HTTP: a Visa number from these 15
 * digits. The provider timeout of a property test is short (150 ms): a card check that met it is
 * simply started again. The daily cap on card checks (card testing) is not what these tests are about:
 * it is lifted for the user first. Its row id and authorization (the party a card fault is keyed by).
 */
export async function addCardByHostedPage(t: TestApp, user: WalletUser, digits: string): Promise<{ id: string; authorization: string }> {
  const number = digits + luhnDigit(digits);
  await resetRateLimit(t.deps.db, CARD_CHECKS_PER_USER, user.id);
  let added = await addCardThroughCheckout(user.client, number).catch(() => null);
  for (let retry = 0; !added?.cardId && retry < 3; retry++) added = await addCardThroughCheckout(user.client, number).catch(() => null);
  if (!added) throw new Error('A card could not be added in four tries');
  expect(added.completed.body.status, added.completed.text).toBe('added');
  const card = await t.deps.db
    .selectFrom('bankCards')
    .select(['id', 'authorizationCode'])
    .where('id', '=', String(added.cardId))
    .executeTakeFirstOrThrow();
  return { id: card.id, authorization: card.authorizationCode! };
}

/** What the transfer job does, with two workers at once (as two API processes would), in parallel batches. */
export async function runAllDueTransfers(t: TestApp): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const due = await dueExternalTransferIds(t.deps.db, t.deps.now(), 2_000);
    if (due.length === 0) return;
    for (let i = 0; i < due.length; i += 25) {
      const batch = due.slice(i, i + 25);
      await Promise.all(batch.flatMap((id) => [runTransferStep(t.deps, id), runTransferStep(t.deps, id)]));
    }
  }
}
