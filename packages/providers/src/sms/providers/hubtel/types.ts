export interface HubtelConfig {
  clientId: string;
  clientSecret: string;
  /** The sender name recipients see; Hubtel allows at most 11 characters. */
  senderId: string;
  /** e.g. https://smsc.hubtel.com */
  baseUrl: string;
  timeoutMs?: number;
}

/** Body of POST /v1/messages/send (Hubtel "Simple SEND SMS POST"). */
export interface HubtelSendRequest {
  From: string;
  /** MSISDN without the plus: 233241234567. */
  To: string;
  Content: string;
}

/**
 * Hubtel's answer. Current docs use camelCase; the older Unity API answered in PascalCase, which
 * some accounts still get, so both are read. status 0 means "submitted".
 */
export interface HubtelSendResponse {
  rate?: number;
  messageId?: string;
  status?: number;
  networkId?: string;
  clientReference?: string | null;
  statusDescription?: string;
  MessageId?: string;
  Status?: number;
  Message?: string;
  message?: string;
}

export type HubtelSendOutcome = { ok: true; messageId: string } | { ok: false; reason: string; providerStatus?: string | number };
