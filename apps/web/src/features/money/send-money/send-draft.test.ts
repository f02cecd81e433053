import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardAllSendDrafts, discardSendDraft, readSendDraft, saveSendDraft } from './send-draft';
import type { SendMoneyValues } from './send-money-form';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const values: SendMoneyValues = {
  recipientType: 'phone',
  phone: '024 123 4567',
  username: '',
  email: '',
  amount: '25.50',
  message: 'Chop money',
};

afterEach(() => vi.restoreAllMocks());

describe('the send draft kept when the data runs out', () => {
  it('gives the recipient, amount and message back to their person only', () => {
    const storage = memoryStorage();
    saveSendDraft('user-ama', values, storage);
    expect(readSendDraft('user-ama', storage)).toEqual(values);
    expect(readSendDraft('user-kofi', storage)).toBeNull();
  });

  it('is gone once discarded, and signing out discards every account’s draft', () => {
    const storage = memoryStorage();
    saveSendDraft('user-ama', values, storage);
    saveSendDraft('user-kofi', { ...values, amount: '5.00' }, storage);
    storage.setItem('other-key', 'kept');
    discardSendDraft('user-ama', storage);
    expect(readSendDraft('user-ama', storage)).toBeNull();
    expect(readSendDraft('user-kofi', storage)?.amount).toBe('5.00');
    discardAllSendDrafts(storage);
    expect(readSendDraft('user-kofi', storage)).toBeNull();
    expect(storage.getItem('other-key')).toBe('kept');
  });

  it('never sends anything itself: no request when saved, read, or when the connection returns', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no request expected'));
    const storage = memoryStorage();
    saveSendDraft('user-ama', values, storage);
    globalThis.dispatchEvent?.(new Event('online'));
    const restored = readSendDraft('user-ama', storage);
    expect(restored).toEqual(values);
    // Only the form's fields are kept: no idempotency key that could replay the payment.
    expect(Object.keys(JSON.parse(storage.items.get('nkabom.send-draft.user-ama') ?? '{}')).sort()).toEqual([
      'amount',
      'email',
      'message',
      'phone',
      'recipientType',
      'username',
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads a damaged or foreign draft as none', () => {
    const storage = memoryStorage();
    storage.setItem('nkabom.send-draft.user-ama', '{not json');
    expect(readSendDraft('user-ama', storage)).toBeNull();
    storage.setItem('nkabom.send-draft.user-ama', JSON.stringify({ ...values, recipientType: 'bank' }));
    expect(readSendDraft('user-ama', storage)).toBeNull();
  });
});
