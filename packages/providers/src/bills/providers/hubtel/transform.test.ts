import { describe, expect, it } from 'vitest';
import {
  bundlesOfQuery,
  callbackOf,
  describeHubtelFailure,
  extrasOfQuery,
  HUBTEL_SERVICE_IDS,
  meterHolderOfQuery,
  nameOfQuery,
  paymentStateOfAnswer,
  pesewasOfHubtelAmount,
  queryOutcomeOf,
  sessionIdOfQuery,
  statusOfAnswer,
  toHubtelAmount,
  toHubtelPhone,
  tokenOf,
} from './transform';

// Bodies below are Hubtel's documented samples (see types.ts), trimmed.
describe('Hubtel Commission Services: numbers and amounts', () => {
  it('maps each biller to the documented service id (ECG prepaid and postpaid share one)', () => {
    expect(HUBTEL_SERVICE_IDS['mtn-airtime']).toBe('fdd76c884e614b1c8f669a3207b09a98');
    expect(HUBTEL_SERVICE_IDS['mtn-data']).toBe('b230733cd56b4a0fad820e39f66bc27c');
    expect(HUBTEL_SERVICE_IDS.dstv).toBe('297a96656b5846ad8b00d5d41b256ea7');
    expect(HUBTEL_SERVICE_IDS['ecg-prepaid']).toBe(HUBTEL_SERVICE_IDS['ecg-postpaid']);
    expect(new Set(Object.values(HUBTEL_SERVICE_IDS)).size).toBe(11);
  });
  it('writes a Ghana phone as 233 and nine digits, from any usual spelling', () => {
    expect(toHubtelPhone('+233241234567')).toBe('233241234567');
    expect(toHubtelPhone('024 123 4567')).toBe('233241234567');
    expect(toHubtelPhone('233241234567')).toBe('233241234567');
    expect(toHubtelPhone('+2332412345')).toBeNull();
    expect(toHubtelPhone('7029864396')).toBeNull();
  });
  it('writes pesewas as a JSON number with the exact decimals, and reads them back without floats', () => {
    expect(JSON.stringify({ Amount: toHubtelAmount(50n) })).toBe('{"Amount":0.5}');
    expect(JSON.stringify({ Amount: toHubtelAmount(12_34n) })).toBe('{"Amount":12.34}');
    expect(JSON.stringify({ Amount: toHubtelAmount(999_999_999_999_99n) })).toBe('{"Amount":999999999999.99}');
    expect(() => toHubtelAmount(0n)).toThrow(RangeError);
    expect(pesewasOfHubtelAmount(0.85)).toBe(85n);
    expect(pesewasOfHubtelAmount(1.24)).toBe(1_24n);
    expect(pesewasOfHubtelAmount(50)).toBe(50_00n);
    expect(pesewasOfHubtelAmount(0.001)).toBeNull();
    expect(pesewasOfHubtelAmount('1.00')).toBeNull();
    expect(pesewasOfHubtelAmount(-1)).toBeNull();
  });
});

describe('Hubtel Commission Services: queries', () => {
  const dstv = {
    ResponseCode: '0000',
    Message: 'Successful',
    Data: [
      { Display: 'name', Value: 'John Barnes', Amount: 0 },
      { Display: 'amountDue', Value: '0.00', Amount: 0 },
      { Display: 'account', Value: '7029864396', Amount: 0 },
    ],
  };
  it('reads the holder’s name and the other fields of an account query', () => {
    expect(nameOfQuery(dstv)).toBe('John Barnes');
    expect(extrasOfQuery(dstv)).toEqual({ amountDue: '0.00', account: '7029864396' });
    expect(nameOfQuery({ ResponseCode: '0000', Data: [{ Display: 'Name', Value: 'Joe Nti' }] })).toBe('Joe Nti');
    expect(nameOfQuery({ ResponseCode: '0000', Data: [] })).toBeNull();
    expect(nameOfQuery({ ResponseCode: '0000', Data: null })).toBeNull();
  });
  it('keeps Ghana Water’s session id out of the extras, for the payment only', () => {
    const water = {
      ResponseCode: '0000',
      Data: [
        { Display: 'name', Value: 'AMAKYE FREMPONG' },
        { Display: 'amountDue', Value: '371.89', Amount: 371.89 },
        { Display: 'sessionId', Value: '3792660ccf0e687b64cdb3f776fd6e368ca4260d' },
      ],
    };
    expect(sessionIdOfQuery(water)).toBe('3792660ccf0e687b64cdb3f776fd6e368ca4260d');
    expect(extrasOfQuery(water)).toEqual({ amountDue: '371.89' });
  });
  it('lists data bundles with their ids exactly as Hubtel wrote them and their prices in pesewas', () => {
    const telecel = {
      ResponseCode: '0000',
      Data: [
        { Display: ' Dual Recharge', Value: ' 5.7 GB', Amount: 50.0 },
        { Display: 'Chat Monthly', Value: '2 GB', Amount: 20.0 },
        { Display: 'Broken', Value: 'x', Amount: 'free' },
      ],
    };
    expect(bundlesOfQuery(telecel)).toEqual([
      { id: ' 5.7 GB', name: 'Dual Recharge', pricePesewas: 50_00n },
      { id: '2 GB', name: 'Chat Monthly', pricePesewas: 20_00n },
    ]);
  });
  it('finds a meter among those linked to a phone, with its holder’s name', () => {
    const meters = {
      ResponseCode: '0000',
      Data: [
        { Display: ' THOMAS ANANE (G131099826)', Value: ' G131099826', Amount: -1.1432 },
        { Display: ' ADEMAU LYDIA (24911947992)', Value: ' 24911947992', Amount: 0 },
      ],
    };
    expect(meterHolderOfQuery(meters, '24911947992')).toEqual({ name: 'ADEMAU LYDIA' });
    expect(meterHolderOfQuery(meters, 'g131099826')).toEqual({ name: 'THOMAS ANANE' });
    expect(meterHolderOfQuery(meters, '11111111111')).toBeNull();
  });
  it('tells an unknown number (a refusal) from an outage', () => {
    expect(queryOutcomeOf(200, { ResponseCode: '0000' })).toEqual({ ok: true });
    expect(queryOutcomeOf(400, { ResponseCode: '2001', Message: 'The account could not be found' })).toEqual({
      ok: false,
      code: 'ACCOUNT_NOT_FOUND',
      reason: 'The account could not be found',
    });
    expect(queryOutcomeOf(404, undefined)).toMatchObject({ ok: false, code: 'ACCOUNT_NOT_FOUND' });
    expect(queryOutcomeOf(400, { ResponseCode: '4010', Message: 'destination is required' })).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
    });
    for (const [status, body] of [
      [401, { ResponseCode: '4101' }],
      [200, { ResponseCode: '4103' }],
      [500, { Message: 'An error has occurred.' }],
      [200, { ResponseCode: '0005' }],
      [200, { message: 'not json' }],
    ] as const)
      expect(queryOutcomeOf(status, body)).toBeNull();
  });
});

describe('Hubtel Commission Services: payments, statuses and callbacks', () => {
  const pending = {
    ResponseCode: '0001',
    Message: 'Transaction pending. Expect callback request for final state',
    Data: {
      ClientReference: 'TestEVD01011',
      Amount: 0.85,
      TransactionId: 'a50e003d8d8741d49a3a0dc677a7576b',
      Meta: { Commission: '0.05' },
    },
  };
  it('reads a taken order as pending, with Hubtel’s transaction id', () => {
    expect(paymentStateOfAnswer(200, pending)).toEqual({ state: 'pending', providerReference: 'a50e003d8d8741d49a3a0dc677a7576b' });
  });
  it('reads a definite refusal as failed, with a reason a person can read and Hubtel’s code', () => {
    expect(paymentStateOfAnswer(400, { ResponseCode: '4075', Message: 'Insufficient prepaid balance.' })).toEqual({
      state: 'failed',
      reason: 'Bill payments are unavailable right now; try again later',
      code: '4075',
    });
    expect(paymentStateOfAnswer(400, { ResponseCode: '2001', Message: 'The bundle is invalid or does not match the amount' })).toEqual({
      state: 'failed',
      reason: 'The bundle is invalid or does not match the amount',
      code: '2001',
    });
    expect(paymentStateOfAnswer(400, { ResponseCode: '4010', Message: 'Amount is required' })).toMatchObject({
      state: 'failed',
      reason: 'The biller refused the details: Amount is required',
    });
  });
  it('leaves the outcome unknown (null) whenever the order may have executed or the answer is not about it', () => {
    for (const [status, body] of [
      [500, { Message: 'An error has occurred.' }],
      [502, undefined],
      [200, { ResponseCode: '0005', Message: 'HTTP failure' }],
      [401, { ResponseCode: '4101' }],
      [200, { ResponseCode: '4103' }],
      [200, { message: '<html>' }],
      [400, undefined],
      [400, pending],
    ] as const)
      expect(paymentStateOfAnswer(status, body)).toBeNull();
  });
  it('reads ECG’s token from Meta.Token, else from the description, and only a 20-digit one', () => {
    expect(tokenOf({ Meta: { Token: '1234-5678-9012-3456-7890' } })).toBe('12345678901234567890');
    expect(tokenOf({ Description: 'GHS 10.00 credited. Token: 1234 5678 9012 3456 7890' })).toBe('12345678901234567890');
    expect(tokenOf({ Description: 'GHS 0.50 (data_bundle_1) has been sent to 233242825109' })).toBeUndefined();
    expect(tokenOf({ Description: 'ref 2024012416592042208544402' })).toBeUndefined();
    expect(tokenOf(null)).toBeUndefined();
  });
  it('reads the documented success callback, and a failure’s description as its reason', () => {
    const success = {
      ResponseCode: '0000',
      Data: {
        AmountDebited: 0.5,
        TransactionId: '5b40e2e40fd4441d80b69b352f3103c7',
        ClientReference: 'TestDATA01013',
        Description: 'GHC 0.50 (data_bundle_1) has been sent to 233242825109 on January 24, 2024.',
        ExternalTransactionId: '2024012416592042208544402',
        Amount: 0.5,
        Charges: 0,
        Meta: { Commission: '0.0198' },
        RecipientName: null,
      },
    };
    expect(callbackOf(success)).toEqual({
      reference: 'TestDATA01013',
      state: 'successful',
      providerReference: '5b40e2e40fd4441d80b69b352f3103c7',
    });
    expect(callbackOf(JSON.stringify(success))).toMatchObject({ reference: 'TestDATA01013', state: 'successful' });
    const failed = {
      ResponseCode: '2001',
      Data: { ClientReference: 'r-1', Description: 'The receiving user is not registered in the system' },
    };
    expect(callbackOf(failed)).toEqual({
      reference: 'r-1',
      state: 'failed',
      reason: 'The receiving user is not registered in the system',
      code: '2001',
    });
    expect(describeHubtelFailure('2001', 'failed')).toBe('The biller could not complete the payment');
  });
  it('ignores a callback that names no order or is not JSON', () => {
    expect(callbackOf('{not json')).toBeNull();
    expect(callbackOf({ ResponseCode: '0000', Data: {} })).toBeNull();
    expect(callbackOf({ ResponseCode: '0005', Data: { ClientReference: 'r' } })).toBeNull();
    expect(callbackOf(null)).toBeNull();
  });
  it('reads the status check: Paid and fulfilled, Unpaid, still pending, unknown reference, outage', () => {
    const data = { status: 'Paid', transactionId: '9a73', clientReference: 'TestAirt', amount: 1, isFulfilled: true };
    expect(statusOfAnswer(200, { responseCode: '0000', data })).toEqual({ state: 'successful', providerReference: '9a73' });
    expect(statusOfAnswer(200, { responseCode: '0000', data: { ...data, status: 'Unpaid', isFulfilled: false } })).toMatchObject({
      state: 'failed',
      code: 'UNPAID',
    });
    expect(statusOfAnswer(200, { responseCode: '0000', data: { ...data, status: 'Pending', isFulfilled: null } })).toEqual({
      state: 'pending',
      providerReference: '9a73',
    });
    expect(statusOfAnswer(404, { message: 'Transaction not found' })).toEqual({ state: 'not_found' });
    expect(statusOfAnswer(500, undefined)).toBeNull();
    expect(statusOfAnswer(401, { responseCode: '4101' })).toBeNull();
  });
});
