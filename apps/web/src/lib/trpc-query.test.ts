import { afterEach, describe, expect, it, vi } from 'vitest';
import { billersQuery, billPaymentQuery, billPaymentsQuery, bundlesQuery } from '../features/bills/bills-queries';
import { myMerchantQrQuery, myMerchantQuery, myTakingsQuery } from '../features/merchants/merchant-queries';
import { verifyReceiptQuery, receiptQuery } from '../features/receipts/receipt-queries';
import { preferencesQuery, ussdPinQuery } from '../features/settings/settings-queries';
import { isUnauthorized } from './api-errors';
import { trpc } from './trpc';
import { trpcPathKey } from './trpc-keys';
import { fetchTrpcQuery } from './trpc-query';

afterEach(() => vi.unstubAllGlobals());

describe("the first screens' queries without the tRPC client", () => {
  it("use tRPC's own keys, so the client's invalidations and cache reach them", () => {
    expect(billersQuery().queryKey).toEqual(trpc.money.listBillers.queryKey({}));
    expect(billPaymentsQuery().queryKey).toEqual(trpc.money.listBillPayments.queryKey({}));
    expect(billPaymentQuery('b1').queryKey).toEqual(trpc.money.getBillPayment.queryKey({ id: 'b1' }));
    expect(bundlesQuery('mtn-data', '0241234567').queryKey).toEqual(
      trpc.money.listBillerBundles.queryKey({ id: 'mtn-data', customerNumber: '0241234567' }),
    );
    expect(myMerchantQuery().queryKey).toEqual(trpc.money.getMyMerchant.queryKey({}));
    expect(myTakingsQuery().queryKey).toEqual(trpc.money.listMyTakings.queryKey({}));
    expect(myMerchantQrQuery({ amount: '5.00' }).queryKey).toEqual(trpc.money.getMyMerchantQr.queryKey({ amount: '5.00' }));
    expect(receiptQuery('p2p-1').queryKey).toEqual(trpc.receipts.getReceipt.queryKey({ transactionId: 'p2p-1' }));
    expect(verifyReceiptQuery('abc').queryKey).toEqual(trpc.receipts.verifyReceipt.queryKey({ code: 'abc' }));
    expect(preferencesQuery().queryKey).toEqual(trpc.auth.preferences.queryKey({}));
    expect(ussdPinQuery().queryKey).toEqual(trpc.ussd.pin.queryKey());
    expect(trpcPathKey('money.listBillPayments')).toEqual(trpc.money.listBillPayments.pathKey());
  });

  it('ask as the tRPC client does: a GET of the procedure with its superjson-encoded input', async () => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ result: { data: { json: [{ id: 'ecg-prepaid' }] } } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchTrpcQuery('money.listBillerBundles', { id: 'mtn-data', customerNumber: '024' })).resolves.toEqual([
      { id: 'ecg-prepaid' },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/trpc/money.listBillerBundles?input=${encodeURIComponent('{"json":{"id":"mtn-data","customerNumber":"024"}}')}`);
    expect(init).toMatchObject({ credentials: 'include' });
  });

  it('read dates back as dates (superjson, loaded for such an answer only)', async () => {
    const body = {
      result: { data: { json: { id: 'b1', createdAt: '2026-11-27T06:00:00.000Z' }, meta: { values: { createdAt: ['Date'] } } } },
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(body)));
    const payment = (await fetchTrpcQuery('money.getBillPayment', { id: 'b1' })) as { createdAt: Date };
    expect(payment.createdAt).toBeInstanceOf(Date);
    expect(payment.createdAt.toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });

  it("throw the server's refusal as the client does: its message, its status (a 401 signs the person out)", async () => {
    const error = {
      json: { message: 'Please sign in', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401, appCode: 'UNAUTHENTICATED' } },
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ error }, { status: 401 })));
    const thrown = await fetchTrpcQuery('money.listBillers', {}).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('Please sign in');
    expect(isUnauthorized(thrown)).toBe(true);
  });

  it('an answer that is not tRPC JSON (a proxy error page) is an error with its status', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    await expect(fetchTrpcQuery('money.listBillers', {})).rejects.toMatchObject({ status: 502 });
  });
});
