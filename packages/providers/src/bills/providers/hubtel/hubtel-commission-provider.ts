import { ProviderUnavailableError } from '../../../provider-error';
import { BillOutcomeUnknownError, BillRefusedError } from '../../bill-errors';
import {
  BILL_SERVICE_KINDS,
  type BillBundle,
  type BillCallback,
  type BillCustomer,
  type BillPaymentOrder,
  type BillPaymentState,
  type BillPayments,
  type BillService,
  type BillStatus,
} from '../../bill-payments';
import { HubtelCommissionApi } from './hubtel-commission-api';
import {
  bundlesOfQuery,
  callbackOf,
  extrasOfQuery,
  HUBTEL_SERVICE_IDS,
  MAX_AIRTIME_PESEWAS,
  meterHolderOfQuery,
  MSISDN_NAME_QUERY_ID,
  nameOfQuery,
  paymentStateOfAnswer,
  queryOutcomeOf,
  sessionIdOfQuery,
  statusOfAnswer,
  toHubtelAmount,
  toHubtelPhone,
} from './transform';
import type { HubtelCommissionConfig, HubtelPaymentRequest } from './types';

const PROVIDER = 'hubtel-commission';
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** Bills, airtime and data through Hubtel's Commission Services, paid from our prepaid deposit account. */
export class HubtelCommissionProvider implements BillPayments {
  readonly provider = PROVIDER;
  private readonly api: HubtelCommissionApi;

  constructor(
    private readonly config: HubtelCommissionConfig,
    fetchImpl?: typeof fetch,
  ) {
    this.api = new HubtelCommissionApi(config, fetchImpl);
  }

  async lookup(service: BillService, customerNumber: string, options: { phoneNumber?: string } = {}): Promise<BillCustomer> {
    const kind = BILL_SERVICE_KINDS[service];
    if (kind === 'airtime' || kind === 'data') {
      // The name the SIM is registered to (Hubtel's Verification API, under the POS sales account).
      const phone = phoneOrRefuse(customerNumber);
      const body = await this.query('pos', MSISDN_NAME_QUERY_ID, { destination: phone });
      return { customerNumber, customerName: nameOrRefuse(body) };
    }
    if (kind === 'electricity') {
      // ECG lists the meters linked to a phone; a meter not linked yet has no name until the first payment links it.
      const body = await this.query('prepaid', HUBTEL_SERVICE_IDS[service], { destination: phoneOrRefuse(options.phoneNumber) });
      const holder = meterHolderOfQuery(body, customerNumber);
      return holder
        ? { customerNumber, customerName: holder.name, extra: { linked: 'true' } }
        : { customerNumber, customerName: null, extra: { linked: 'false' } };
    }
    const params: Record<string, string> = { destination: customerNumber.trim() };
    if (kind === 'water') params.mobile = phoneOrRefuse(options.phoneNumber);
    const body = await this.query('prepaid', HUBTEL_SERVICE_IDS[service], params);
    return { customerNumber, customerName: nameOrRefuse(body), extra: extrasOfQuery(body) };
  }

  async bundles(service: BillService, customerNumber: string): Promise<BillBundle[]> {
    if (BILL_SERVICE_KINDS[service] !== 'data') return [];
    const body = await this.query('prepaid', HUBTEL_SERVICE_IDS[service], { destination: phoneOrRefuse(customerNumber) });
    return bundlesOfQuery(body);
  }

  async pay(order: BillPaymentOrder): Promise<BillPaymentState> {
    const request = await this.paymentRequest(order);
    let answer: { httpStatus: number; body: unknown };
    try {
      answer = await this.api.pay(HUBTEL_SERVICE_IDS[order.service], request);
    } catch (error) {
      // A timeout or a dropped connection after sending: Hubtel may have taken the order.
      throw new BillOutcomeUnknownError(PROVIDER, order.reference, (error as Error).message);
    }
    const state = paymentStateOfAnswer(answer.httpStatus, answer.body);
    if (state) return state;
    const code = (answer.body as { ResponseCode?: unknown } | undefined)?.ResponseCode;
    throw new BillOutcomeUnknownError(
      PROVIDER,
      order.reference,
      `HTTP ${answer.httpStatus} ${typeof code === 'string' ? code : ''}`.trim(),
      {
        httpStatus: answer.httpStatus,
        ...(typeof code === 'string' ? { providerStatus: code } : {}),
      },
    );
  }

  async status(reference: string): Promise<BillStatus> {
    const { httpStatus, body } = await this.api.status(reference);
    const status = statusOfAnswer(httpStatus, body);
    if (status) return status;
    throw new ProviderUnavailableError(PROVIDER, `status check answered HTTP ${httpStatus}`, { httpStatus });
  }

  parseCallback(body: unknown): BillCallback | null {
    return callbackOf(body);
  }

  /** The POST body for an order, or BillRefusedError for an order Hubtel would refuse (nothing is sent). */
  private async paymentRequest(order: BillPaymentOrder): Promise<HubtelPaymentRequest> {
    if (!REFERENCE.test(order.reference))
      throw new BillRefusedError('INVALID_REQUEST', 'The reference must be 1-64 letters, digits, - or _');
    if (!URL.canParse(order.callbackUrl)) throw new BillRefusedError('INVALID_REQUEST', 'The callback URL is not a URL');
    if (order.amountPesewas <= 0n) throw new BillRefusedError('INVALID_REQUEST', 'The amount must be positive');
    const kind = BILL_SERVICE_KINDS[order.service];
    if (kind === 'airtime' && order.amountPesewas > MAX_AIRTIME_PESEWAS)
      throw new BillRefusedError('INVALID_REQUEST', 'Airtime top-ups are at most ₵100.00 each');
    const base = { Amount: toHubtelAmount(order.amountPesewas), CallbackUrl: order.callbackUrl, ClientReference: order.reference };
    if (kind === 'airtime') return { Destination: phoneOrRefuse(order.customerNumber), ...base };
    if (kind === 'data') {
      if (!order.bundleId) throw new BillRefusedError('INVALID_REQUEST', 'Choose a data bundle');
      return { Destination: phoneOrRefuse(order.customerNumber), ...base, Extradata: { bundle: order.bundleId } };
    }
    const meter = order.customerNumber.trim();
    if (!meter) throw new BillRefusedError('INVALID_REQUEST', 'The account or meter number is missing');
    if (kind === 'tv') return { Destination: meter, ...base };
    const phone = phoneOrRefuse(order.phoneNumber);
    if (kind === 'electricity') return { Destination: phone, ...base, Extradata: { bundle: meter } };
    // Ghana Water: each payment carries a session id from a fresh meter query, and an e-mail.
    const email = order.email ?? this.config.defaultEmail;
    if (!email) throw new BillRefusedError('INVALID_REQUEST', 'Ghana Water needs an e-mail address for the receipt');
    const query = await this.query('prepaid', HUBTEL_SERVICE_IDS[order.service], { destination: meter, mobile: phone });
    const sessionId = sessionIdOfQuery(query);
    if (!sessionId) throw new ProviderUnavailableError(PROVIDER, 'Ghana Water query without a session id');
    return { Destination: phone, ...base, Extradata: { bundle: meter, Email: email, SessionId: sessionId } };
  }

  /** A query's body when Hubtel answered it; BillRefusedError for a refused number; ProviderUnavailableError otherwise. */
  private async query(account: 'prepaid' | 'pos', serviceId: string, params: Record<string, string>): Promise<unknown> {
    const { httpStatus, body } = await this.api.query(account, serviceId, params);
    const outcome = queryOutcomeOf(httpStatus, body);
    if (!outcome) throw new ProviderUnavailableError(PROVIDER, `query answered HTTP ${httpStatus}`, { httpStatus });
    if (!outcome.ok) throw new BillRefusedError(outcome.code, outcome.reason);
    return body;
  }
}

function phoneOrRefuse(phone: string | undefined): string {
  const hubtel = phone ? toHubtelPhone(phone) : null;
  if (!hubtel) throw new BillRefusedError('INVALID_REQUEST', 'A Ghana phone number is required (+233XXXXXXXXX)');
  return hubtel;
}

function nameOrRefuse(body: unknown): string {
  const name = nameOfQuery(body);
  if (!name) throw new BillRefusedError('ACCOUNT_NOT_FOUND', 'The biller holds no name for this number');
  return name;
}
