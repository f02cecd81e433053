// The Pay screens' search params (a repeat or a saved number prefills them). Plain functions, as in
// lib/search-params.ts: route files load with every page, so no zod here.

type RawSearch = Record<string, unknown>;

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number') value = String(value);
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
}

function amount(value: unknown): string | undefined {
  const v = text(value, 12);
  return v && /^\d{1,7}(\.\d{1,2})?$/.test(v) ? v : undefined;
}

export interface TopUpSearch {
  kind?: 'airtime' | 'data';
  number?: string;
  billerId?: string;
  amount?: string;
}

/** /pay/airtime: airtime or data, a number, its biller, an amount (a repeat goes straight to confirm). */
export function validateTopUpSearch(search: RawSearch): TopUpSearch {
  return {
    kind: search.kind === 'data' ? 'data' : search.kind === 'airtime' ? 'airtime' : undefined,
    number: text(search.number, 20),
    billerId: text(search.billerId, 40),
    amount: amount(search.amount),
  };
}

export interface BillSearch {
  billerId?: string;
  customerNumber?: string;
  amount?: string;
}

/** /pay/bills: the biller, and a number and an amount when repeating a payment. */
export function validateBillSearch(search: RawSearch): BillSearch {
  return { billerId: text(search.billerId, 40), customerNumber: text(search.customerNumber, 40), amount: amount(search.amount) };
}
