/**
 * A provider could not do what we asked: it is down, slow, refused our credentials or answered
 * something we cannot read. The message is for logs (never contains message content or secrets);
 * the API turns this into PROVIDER_UNAVAILABLE with a message of its own.
 */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly details: { httpStatus?: number; providerStatus?: string | number } = {},
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderUnavailableError';
  }
}
