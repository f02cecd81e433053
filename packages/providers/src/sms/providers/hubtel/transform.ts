import type { SmsMessage } from '../../sms-provider';
import type { HubtelSendOutcome, HubtelSendRequest, HubtelSendResponse } from './types';

const E164_GHANA = /^\+233\d{9}$/;
const SENDER_ID = /^[A-Za-z0-9 ]{1,11}$/;

/** Hubtel sender ids are 1-11 letters, digits or spaces. */
export function isValidHubtelSenderId(senderId: string): boolean {
  return SENDER_ID.test(senderId);
}

/** Our message to Hubtel's request body. Refuses what Hubtel would refuse, before paying for a call. */
export function toHubtelSendRequest(message: SmsMessage, senderId: string): HubtelSendRequest {
  if (!E164_GHANA.test(message.to)) throw new Error('Hubtel: the recipient must be a Ghana number in E.164 (+233XXXXXXXXX)');
  if (!isValidHubtelSenderId(senderId)) throw new Error('Hubtel: the sender id must be 1-11 letters, digits or spaces');
  return { From: senderId, To: message.to.slice(1), Content: message.text };
}

/** Reads Hubtel's answer: HTTP 2xx with status 0 and a message id is the only success. */
export function fromHubtelSendResponse(httpStatus: number, body: unknown): HubtelSendOutcome {
  const data = (typeof body === 'object' && body !== null ? body : {}) as HubtelSendResponse;
  const providerStatus = data.status ?? data.Status;
  const description = data.statusDescription ?? data.Message ?? data.message;
  if (httpStatus < 200 || httpStatus >= 300) {
    const reason = httpStatus === 401 || httpStatus === 403 ? 'credentials refused' : `HTTP ${httpStatus}`;
    return { ok: false, reason: description ? `${reason} (${description})` : reason, providerStatus: providerStatus ?? httpStatus };
  }
  const messageId = data.messageId ?? data.MessageId;
  if (providerStatus !== 0 || !messageId) {
    return {
      ok: false,
      reason: `not submitted (status ${String(providerStatus)}${description ? `: ${description}` : ''})`,
      providerStatus,
    };
  }
  return { ok: true, messageId };
}
