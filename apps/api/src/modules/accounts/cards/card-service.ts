import { isUniqueViolation } from '@ghanapay/db';
import { cardBrandOf, cardExpired } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import type { Env } from '../../../env';
import { AppError } from '../../../errors';
import { toCardDto } from './card-dto';
import { deleteCardRow, insertCardRow, listCardRows, lockCardRows, setCardDefault } from './card-repository';
import { CardVault, parseCardKeys } from './card-vault';

const vaults = new WeakMap<Env, CardVault>();

/** One vault per configuration (the keys are parsed once). */
function vaultFor(env: Env): CardVault {
  let vault = vaults.get(env);
  if (!vault) {
    vault = new CardVault(parseCardKeys(env.CARD_ENCRYPTION_KEYS, env.CARD_FINGERPRINT_KEY));
    vaults.set(env, vault);
  }
  return vault;
}

export interface AddCardInput {
  /** Digits only, Luhn-checked. */
  cardNumber: string;
  cardholderName: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  bankName: string;
  isDefault?: boolean | undefined;
}

/**
 * Saves a card: the number encrypted under the current key, its keyed fingerprint (the same card
 * twice is refused), the last 4 and first 6 for display; the brand from the number. The CVV was
 * checked by the schema and is not passed here: it is never stored.
 */
export async function addCard(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, userId: string, input: AddCardInput) {
  if (cardExpired(input.expiryMonth, input.expiryYear, deps.now())) {
    throw new AppError('VALIDATION_FAILED', 'This card has expired', { field: 'expiryYear' });
  }
  const brand = cardBrandOf(input.cardNumber);
  if (!brand) throw new AppError('VALIDATION_FAILED', 'Only Visa, Mastercard and Verve cards are accepted', { field: 'cardNumber' });
  const vault = vaultFor(deps.env);
  const sealed = vault.seal(input.cardNumber);
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const cards = await lockCardRows(trx, userId);
      const isDefault = input.isDefault === true || !cards.some((c) => c.isDefault);
      if (isDefault) await setCardDefault(trx, userId, null);
      return insertCardRow(trx, {
        userId,
        cardNumberEncrypted: sealed.sealed,
        keyId: sealed.keyId,
        cardFingerprint: vault.fingerprint(input.cardNumber),
        cardLast4: input.cardNumber.slice(-4),
        cardFirst6: input.cardNumber.slice(0, 6),
        cardholderName: input.cardholderName,
        expiryDate: `${String(input.expiryMonth).padStart(2, '0')}/${String(input.expiryYear % 100).padStart(2, '0')}`,
        cardType: brand,
        bankName: input.bankName,
        isDefault,
      });
    });
    return toCardDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('ALREADY_EXISTS', 'This card is already saved', { field: 'cardNumber' });
    }
    throw error;
  }
}

export async function listCards(deps: Pick<AppDeps, 'db'>, userId: string) {
  return (await listCardRows(deps.db, userId)).map(toCardDto);
}

async function lockedCard(trx: AppDeps['db'], userId: string, id: string) {
  const cards = await lockCardRows(trx, userId);
  const card = cards.find((c) => c.id === id);
  if (!card) throw new AppError('NOT_FOUND', 'Card not found');
  return { cards, card };
}

export async function setDefaultCard(deps: Pick<AppDeps, 'db'>, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { card } = await lockedCard(trx, userId, id);
    if (!card.isDefault) await setCardDefault(trx, userId, id);
  });
}

/** Deletes a card; when it was the default, the oldest card left becomes the default. */
export async function deleteCard(deps: Pick<AppDeps, 'db'>, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { cards, card } = await lockedCard(trx, userId, id);
    await deleteCardRow(trx, userId, id);
    const next = cards.find((c) => c.id !== id);
    if (card.isDefault && next) await setCardDefault(trx, userId, next.id);
  });
}
