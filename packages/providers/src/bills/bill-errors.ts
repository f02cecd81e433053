import { ProviderUnavailableError } from '../provider-error';

/**
 * The biller or the aggregator definitely refused, and nothing was executed: an unknown account,
 * a bundle not on sale, an amount out of range, a missing phone number. `reason` is for a person to
 * read; `code` is stable (ACCOUNT_NOT_FOUND, INVALID_REQUEST) or the aggregator's own response code.
 */
export class BillRefusedError extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'BillRefusedError';
  }
}

/**
 * A payment order was sent and we do not know whether it executed (a timeout, a 5xx, Hubtel's
 * "0005"). Still a ProviderUnavailableError, so existing handlers treat it as an outage; the caller
 * keeps the money held and reads the status by `reference`.
 */
export class BillOutcomeUnknownError extends ProviderUnavailableError {
  constructor(
    provider: string,
    readonly reference: string,
    message: string,
    details: { httpStatus?: number; providerStatus?: string | number } = {},
  ) {
    super(provider, `outcome unknown for ${reference}: ${message}`, details);
    this.name = 'BillOutcomeUnknownError';
  }
}
