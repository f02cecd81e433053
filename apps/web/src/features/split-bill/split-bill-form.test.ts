import { describe, expect, it } from 'vitest';
import { checkSplitBill, previewShares, type SplitBillFormState, type SplitPerson } from './split-bill-form';

const person = (id: string, isCreator = false): SplitPerson => ({
  id,
  firstName: id,
  lastName: 'Test',
  username: id,
  email: null,
  profileImageUrl: null,
  isCreator,
});
const me = person('me', true);
const form = (over: Partial<SplitBillFormState>): SplitBillFormState => ({
  description: 'Dinner',
  total: '100',
  method: 'equal',
  people: [me, person('kofi'), person('esi')],
  amounts: {},
  ...over,
});

describe('checkSplitBill', () => {
  it('gives the document’s messages', () => {
    expect(checkSplitBill(form({ description: ' ', total: '', people: [me] }))).toEqual({
      ok: false,
      errors: {
        description: 'Description is required',
        total: 'Total amount is required',
        participants: 'At least 2 participants are required',
      },
    });
    expect(checkSplitBill(form({ total: '0' }))).toMatchObject({ errors: { total: 'Total amount must be a valid positive number' } });
  });

  it('equal: ₵100.00 among 3 previews 33.34 for me and 33.33 for the others', () => {
    expect(previewShares(form({}))).toEqual([3_334n, 3_333n, 3_333n]);
    const check = checkSplitBill(form({}));
    expect(check.ok && check.body.participants.map((p) => p.amount)).toEqual(['33.34', '33.33', '33.33']);
  });

  it('custom: within ₵0.01 passes, beyond it is an Amount Mismatch', () => {
    expect(checkSplitBill(form({ method: 'custom', amounts: { me: '33.33', kofi: '33.33', esi: '33.33' } })).ok).toBe(true);
    expect(checkSplitBill(form({ method: 'custom', amounts: { me: '30', kofi: '30', esi: '30' } }))).toEqual({
      ok: false,
      errors: {},
      mismatch: { sum: 9_000n, total: 10_000n },
    });
    expect(checkSplitBill(form({ method: 'custom', amounts: { me: '50', kofi: '50' } }))).toMatchObject({
      errors: { participants: 'Please enter an amount for every participant' },
    });
  });
});
