import { describe, expect, it } from 'vitest';
import { LedgerError, type LedgerErrorCode } from './ledger-error';
import { mayGoNegative } from './balance-policy';
import { normalizeId, validateEntries, validateJournalKind } from './validate-entries';

function codeOf(fn: () => unknown): LedgerErrorCode | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof LedgerError) return error.code;
    throw error;
  }
  return undefined;
}

describe('validateEntries', () => {
  it('accepts a balanced journal and normalizes bigint ids to strings', () => {
    expect(
      validateEntries([
        { accountId: 1n, amountPesewas: -150n },
        { accountId: '2', amountPesewas: 100n },
        { accountId: '3', amountPesewas: 50n },
      ]),
    ).toEqual([
      { accountId: '1', amountPesewas: -150n },
      { accountId: '2', amountPesewas: 100n },
      { accountId: '3', amountPesewas: 50n },
    ]);
  });

  it('refuses an empty journal', () => {
    expect(codeOf(() => validateEntries([]))).toBe('EMPTY_JOURNAL');
  });

  it('refuses entries that do not sum to zero, including a single entry', () => {
    expect(
      codeOf(() =>
        validateEntries([
          { accountId: '1', amountPesewas: -100n },
          { accountId: '2', amountPesewas: 99n },
        ]),
      ),
    ).toBe('UNBALANCED_JOURNAL');
    expect(codeOf(() => validateEntries([{ accountId: '1', amountPesewas: 100n }]))).toBe('UNBALANCED_JOURNAL');
  });

  it('refuses a zero amount even when the rest balances', () => {
    expect(
      codeOf(() =>
        validateEntries([
          { accountId: '1', amountPesewas: -100n },
          { accountId: '2', amountPesewas: 100n },
          { accountId: '3', amountPesewas: 0n },
        ]),
      ),
    ).toBe('ZERO_AMOUNT');
  });

  it('refuses the same account twice (not merged), also when written once as bigint and once as string', () => {
    expect(
      codeOf(() =>
        validateEntries([
          { accountId: '7', amountPesewas: -100n },
          { accountId: 7n, amountPesewas: 100n },
        ]),
      ),
    ).toBe('DUPLICATE_ACCOUNT');
  });

  it('refuses amounts that are not bigints (a float must never reach the ledger) or exceed int8', () => {
    expect(
      codeOf(() =>
        validateEntries([
          { accountId: '1', amountPesewas: -1.5 as unknown as bigint },
          { accountId: '2', amountPesewas: 1.5 as unknown as bigint },
        ]),
      ),
    ).toBe('INVALID_AMOUNT');
    expect(
      codeOf(() =>
        validateEntries([
          { accountId: '1', amountPesewas: -(2n ** 63n) },
          { accountId: '2', amountPesewas: 2n ** 63n },
        ]),
      ),
    ).toBe('INVALID_AMOUNT');
  });

  it('refuses malformed account ids', () => {
    for (const id of ['', '0', '01', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect(codeOf(() => normalizeId(id))).toBe('INVALID_ACCOUNT_ID');
    }
  });
});

describe('validateJournalKind', () => {
  it('accepts lower_snake_case and refuses anything else', () => {
    expect(validateJournalKind('funding_credit')).toBe('funding_credit');
    for (const kind of ['', 'Transfer', 'send money', '1abc']) expect(codeOf(() => validateJournalKind(kind))).toBe('INVALID_JOURNAL_KIND');
  });
});

describe('mayGoNegative', () => {
  it('lets only funding and the settlement accounts go below zero', () => {
    expect(['funding', 'momo_settlement', 'bank_settlement', 'card_settlement'].every(mayGoNegative)).toBe(true);
    expect(['wallet', 'held', 'fees', 'payout_pending'].some(mayGoNegative)).toBe(false);
  });
});
