import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { HUBTEL_SERVICE_IDS, MSISDN_NAME_QUERY_ID } from '../bills/providers/hubtel/transform';
import type { SimulatorRequest } from './http-simulator';
import { createHubtelCommissionSimulator, isUnknownSimulatedAccount, simulatedHolderName } from './hubtel-commission-simulator';

// The simulator's own rules, in process: what a developer pointing a client at it can rely on.
const auth = `Basic ${Buffer.from('api-id:api-key').toString('base64')}`;
const sim = createHubtelCommissionSimulator({
  apiId: 'api-id',
  apiKey: 'api-key',
  prepaidDepositId: '11691',
  posSalesId: '11684',
  settleAfterMs: 20,
});
afterEach(() => sim.control.clearFaults());
afterAll(() => sim.control.close());

const request = (method: string, pathAndQuery: string, body?: unknown, authorization = auth): SimulatorRequest => {
  const url = new URL(pathAndQuery, 'http://simulator');
  return { method, path: url.pathname, query: url.searchParams, headers: { authorization }, body };
};
const payment = (overrides: Record<string, unknown> = {}) => ({
  Destination: '233246000001',
  Amount: 1.5,
  CallbackUrl: 'http://127.0.0.1:9/callback',
  ClientReference: `ref-${Math.random().toString(36).slice(2)}`,
  ...overrides,
});

describe('Hubtel Commission simulator', () => {
  it('gives every number one name, always the same, and knows no number starting 99', () => {
    expect(simulatedHolderName('233246000001')).toBe(simulatedHolderName('0246000001'));
    expect(simulatedHolderName('7029864396')).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(simulatedHolderName('7029864396')).not.toBe(simulatedHolderName('7029864397'));
    expect(['9912345678', '+233991234567', '0991234567'].every(isUnknownSimulatedAccount)).toBe(true);
    expect(isUnknownSimulatedAccount('7029864396')).toBe(false);
  });

  it('refuses wrong credentials and the wrong account in the path with 4101', async () => {
    const path = `/commissionservices/11691/${HUBTEL_SERVICE_IDS.dstv}?destination=7029864396`;
    expect(await sim(request('GET', path, undefined, 'Basic eDp5'))).toMatchObject({ status: 401, body: { ResponseCode: '4101' } });
    expect(await sim(request('GET', path.replace('11691', '11684')))).toMatchObject({ status: 401 });
    expect(await sim(request('GET', `/commissionservices/11691/${MSISDN_NAME_QUERY_ID}?destination=233246000001`))).toMatchObject({
      status: 401,
    });
    expect(await sim(request('GET', `/commissionservices/11684/${MSISDN_NAME_QUERY_ID}?destination=233246000001`))).toMatchObject({
      status: 200,
      body: { ResponseCode: '0000', Data: [{ Display: 'name', Value: simulatedHolderName('233246000001') }] },
    });
  });

  it('answers an invalid payment with 4010 and records nothing', async () => {
    const path = `/commissionservices/11691/${HUBTEL_SERVICE_IDS['mtn-airtime']}`;
    for (const body of [
      payment({ Amount: 1.555 }),
      payment({ Amount: 100.01 }),
      payment({ CallbackUrl: 'nope' }),
      payment({ Destination: '12' }),
    ])
      expect(await sim(request('POST', path, body))).toMatchObject({ status: 400, body: { ResponseCode: '4010' } });
    expect(sim.control.books().orders).toEqual([]);
  });

  it('takes a payment (0001), keeps it in its books by reference, and answers a repeat with the same order', async () => {
    const path = `/commissionservices/11691/${HUBTEL_SERVICE_IDS['mtn-airtime']}`;
    const body = payment({ Destination: '233246000002' });
    const first = await sim(request('POST', path, body));
    expect(first).toMatchObject({
      status: 200,
      body: { ResponseCode: '0001', Data: { ClientReference: body.ClientReference, Amount: 1.5 } },
    });
    const again = await sim(request('POST', path, body));
    expect((again.body as { Data: { TransactionId: string } }).Data.TransactionId).toBe(
      (first.body as { Data: { TransactionId: string } }).Data.TransactionId,
    );
    expect(sim.control.books().orders.filter((o) => o.reference === body.ClientReference)).toMatchObject([
      { party: '233246000002', amountPesewas: 1_50n, status: 'PENDING' },
    ]);
  });

  it('takes its faults over HTTP with the API’s credentials and shows them in its books', async () => {
    const set = await sim(request('POST', '/_simulator/faults', { party: '+233246000003', fault: 'failed:BILLER_UNAVAILABLE' }));
    expect(set).toMatchObject({ status: 200, body: { faults: [{ party: '233246000003', fault: 'failed:BILLER_UNAVAILABLE' }] } });
    expect(await sim(request('POST', '/_simulator/faults', { party: '233246000003', fault: 'explode' }))).toMatchObject({ status: 400 });
    expect(await sim(request('GET', '/_simulator/books', undefined, 'Basic eDp5'))).toMatchObject({ status: 401 });
    expect(await sim(request('GET', '/_simulator/books'))).toMatchObject({
      status: 200,
      body: { currency: 'GHS', balances: { prepaid: expect.any(String) } },
    });
    expect(await sim(request('DELETE', '/_simulator/faults'))).toMatchObject({ body: { faults: [] } });
  });
});
