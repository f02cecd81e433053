import { isUniqueViolation } from '@ghanapay/db';
import { APP_SLUG } from '@ghanapay/validators';
import { formatCedis } from '@ghanapay/money';
import { ProviderUnavailableError, type CardTransactionCheck } from '@ghanapay/providers';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { toCardDto, type TCard } from './card-dto';
import {
  findCardCheckout,
  findCardOwnerNameAndEmail,
  findCardRow,
  finishCardCheckout,
  insertCardCheckout,
  insertCardRow,
  lockCardCheckout,
  lockCardRows,
  markCardCheckoutRefunded,
  claimCardCheckRefund,
  setCardDefault,
  type CardCheckoutRow,
} from './card-repository';

/** What Paystack charges to check a card as it is added: refunded to the card at once (docs/decisions.md, "Cards"). */
const CARD_CHECK_PESEWAS = 100n;
/** Every card check's reference starts so: a webhook names either a card check or a transfer. */
export const CARD_CHECK_PREFIX = 'card-check-';

const UNAVAILABLE = 'The card service is not answering. Please try again in a moment.';

const CARD_CHECK_NOTICE = `To check the card, Paystack charges it ${formatCedis(CARD_CHECK_PESEWAS)} and refunds it at once.`;

type CardDeps = Pick<AppDeps, 'db' | 'moneyRails' | 'now'>;

/**
 * The email Paystack keeps a card's customer under: the person's own, or one that names only their
 * id when they gave none. A saved card is charged with the email it was added under, kept on the card.
 */
function customerEmailOf(userId: string, email: string | null): string {
  return email?.trim() || `${userId}@customers.${APP_SLUG}.invalid`;
}

async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AppError('PROVIDER_UNAVAILABLE', UNAVAILABLE);
    throw error;
  }
}

/**
 * Starts adding a card: a card check recorded under a fresh reference, then Paystack's checkout
 * initialized for it. The browser goes to the authorization URL; Paystack's page takes the card and
 * sends the browser back to /cards with the reference, where the app completes the check.
 */
export async function startCardCheckout(
  deps: CardDeps,
  userId: string,
  input: { isDefault?: boolean | undefined },
  origin: string,
): Promise<{ authorizationUrl: string; reference: string; amount: string; message: string }> {
  const user = await findCardOwnerNameAndEmail(deps.db, userId);
  const customerEmail = customerEmailOf(userId, user.email);
  const reference = `${CARD_CHECK_PREFIX}${crypto.randomUUID()}`;
  // Recorded first: a webhook or a return to /cards always finds its row.
  await insertCardCheckout(deps.db, {
    reference,
    userId,
    amountPesewas: CARD_CHECK_PESEWAS,
    customerEmail,
    makeDefault: input.isDefault === true,
    createdAt: deps.now(),
  });
  const started = await provider(() =>
    deps.moneyRails.cards.initialize({
      email: customerEmail,
      amountPesewas: CARD_CHECK_PESEWAS,
      reference,
      callbackUrl: `${origin}/cards`,
      metadata: { purpose: 'card_check' },
    }),
  );
  if (!/^https?:\/\//.test(started.authorizationUrl)) throw new AppError('PROVIDER_UNAVAILABLE', UNAVAILABLE);
  return { authorizationUrl: started.authorizationUrl, reference, amount: '1.00', message: CARD_CHECK_NOTICE };
}

export interface CardCheckoutOutcome {
  status: 'pending' | 'added' | 'duplicate' | 'failed';
  message: string;
  card: TCard | null;
}

const DUPLICATE_MESSAGE = 'This card is already saved';

function outcomeOf(checkout: CardCheckoutRow, card: TCard | null): CardCheckoutOutcome {
  switch (checkout.status) {
    case 'added':
      return { status: 'added', card, message: 'Card added successfully' };
    case 'duplicate':
      return { status: 'duplicate', card: null, message: DUPLICATE_MESSAGE };
    case 'failed':
      return { status: 'failed', card: null, message: `The card was not added: ${checkout.failureReason ?? 'the check failed'}` };
    default:
      return { status: 'pending', card: null, message: 'The card check is not finished yet' };
  }
}

/**
 * Completes a card check by its reference: Paystack is asked (verify), never the browser or the
 * webhook's word, and what it says is written once under the check's lock. A card the person has
 * already saved (the same signature) is refused. `userId` null: the webhook (any owner); a person
 * naming another person's reference gets 404 and changes nothing. The ₵1.00 goes back to the card
 * after a successful check, whatever became of the card.
 */
export async function completeCardCheckout(deps: CardDeps, reference: string, userId: string | null): Promise<CardCheckoutOutcome> {
  const checkout = await findCardCheckout(deps.db, reference);
  if (!checkout || (userId !== null && checkout.userId !== userId)) throw new AppError('NOT_FOUND', 'Card check not found');
  if (checkout.status !== 'pending') {
    if (checkout.status !== 'failed') await refundCardCheck(deps, checkout.reference);
    const saved = checkout.cardId ? await findCardRow(deps.db, checkout.userId, checkout.cardId) : undefined;
    return outcomeOf(checkout, saved ? toCardDto(saved) : null);
  }
  const check = await provider(() => deps.moneyRails.cards.verify(reference));
  if (check.state.status === 'pending' || check.state.status === 'unknown') return outcomeOf(checkout, null);
  const { outcome, row } = await recordCheck(deps, checkout, check);
  if (check.state.status === 'successful' && row) await refundCardCheck(deps, row.reference, ['added', 'duplicate', 'failed']);
  return outcome;
}

async function recordCheck(
  deps: CardDeps,
  checkout: CardCheckoutRow,
  check: CardTransactionCheck,
): Promise<{ outcome: CardCheckoutOutcome; row: CardCheckoutRow | undefined }> {
  const now = deps.now();
  const card = check.card;
  const problem =
    check.state.status === 'failed'
      ? check.state.reason
      : check.amountPesewas !== BigInt(checkout.amountPesewas) || (check.email !== null && check.email !== checkout.customerEmail)
        ? 'the payment Paystack reports is not this card check'
        : !card
          ? 'Paystack did not return a card the app can keep'
          : !card.reusable
            ? 'this card cannot be saved for later payments'
            : null;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await lockCardCheckout(trx, checkout.reference);
      if (!row || row.status !== 'pending') {
        // Completed meanwhile (the webhook and the return to /cards arrive together): its outcome, once.
        const saved = row?.cardId ? await findCardRow(trx, row.userId, row.cardId) : undefined;
        return { outcome: outcomeOf(row ?? checkout, saved ? toCardDto(saved) : null), row };
      }
      if (problem || !card) {
        await finishCardCheckout(trx, row.reference, { status: 'failed', failureReason: problem, finishedAt: now });
        return { outcome: outcomeOf({ ...row, status: 'failed', failureReason: problem }, null), row };
      }
      const cards = await lockCardRows(trx, row.userId);
      if (cards.some((c) => c.signature === card.signature)) {
        await finishCardCheckout(trx, row.reference, { status: 'duplicate', finishedAt: now });
        return { outcome: outcomeOf({ ...row, status: 'duplicate' }, null), row };
      }
      const owner = await findCardOwnerNameAndEmail(trx, row.userId);
      const isDefault = row.makeDefault || !cards.some((c) => c.isDefault);
      if (isDefault) await setCardDefault(trx, row.userId, null);
      const saved = await insertCardRow(trx, {
        userId: row.userId,
        authorizationCode: card.authorizationCode,
        signature: card.signature,
        reusable: card.reusable,
        customerEmail: row.customerEmail,
        cardLast4: card.last4,
        cardFirst6: card.first6,
        cardholderName: card.accountName ?? `${owner.firstName} ${owner.lastName}`,
        expiryDate: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`,
        cardType: card.brand,
        bankName: card.bank ?? 'Card',
        isDefault,
      });
      await finishCardCheckout(trx, row.reference, { status: 'added', cardId: saved.id, finishedAt: now });
      return { outcome: outcomeOf({ ...row, status: 'added' }, toCardDto(saved)), row };
    });
  } catch (error) {
    // Two completions of two checks of the same card at once: the index refuses the second.
    if (isUniqueViolation(error)) return { outcome: { status: 'duplicate', card: null, message: DUPLICATE_MESSAGE }, row: undefined };
    throw error;
  }
}

/**
 * The card check's ₵1.00 back to the card, asked for under the check's lock (SKIP LOCKED): a
 * completion and the minute job never both ask, and one marked refunded is never asked again. When
 * Paystack is not answering or refuses, the check stays unrefunded for the job's next run.
 * `statuses`: which checks may be refunded here (a completion also refunds a successful charge whose
 * card was not kept; the job only checks that kept or found a card, whose charge surely succeeded).
 */
export async function refundCardCheck(
  deps: CardDeps,
  reference: string,
  statuses: Parameters<typeof claimCardCheckRefund>[2] = ['added', 'duplicate'],
): Promise<'refunded' | 'not_due' | 'not_now'> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimCardCheckRefund(trx, reference, statuses))) return 'not_due';
    try {
      const refunded = await deps.moneyRails.cards.refund(reference);
      if (refunded.status !== 'accepted') return 'not_now';
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      return 'not_now';
    }
    // Paystack answers a second refund of the same charge "fully refunded" (taken as done), so a
    // crash between its answer and this line is made good by the next run.
    await markCardCheckoutRefunded(trx, reference, deps.now());
    return 'refunded';
  });
}
