import { t } from '@lingui/core/macro';
import type { inferInput, inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../../lib/trpc';

// The public payment-link page talks to the REST paths with plain fetch: the tRPC client (and its
// transformer) is 12 KiB of gzipped script the page would otherwise load before a payer sees anything.
// The types still come from the API (type-only: nothing of lib/trpc is bundled here).

type PublicPaymentLink = inferOutput<typeof trpc.money.getPublicPaymentLink>;
type LinkPayment = inferOutput<typeof trpc.money.getLinkPaymentStatus>;
export type PayPaymentLinkInput = inferInput<typeof trpc.money.payPaymentLink>;
type LinkPaymentOtpInput = inferInput<typeof trpc.money.submitLinkPaymentOtp>;

/** The API's refusal: its message (the words to show) and HTTP status, as lib/api-errors reads them. */
class PayLinkApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
  });
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) throw new PayLinkApiError(typeof body?.message === 'string' ? body.message : t`Please try again`, response.status);
  return body as T;
}

const linkPath = (code: string) => `/api/public/payment-links/${encodeURIComponent(code)}`;

export const fetchPublicPaymentLink = (code: string) => call<PublicPaymentLink>(linkPath(code));

export const startLinkPayment = ({ code, ...body }: PayPaymentLinkInput) =>
  call<LinkPayment>(`${linkPath(code)}/pay`, { method: 'POST', body: JSON.stringify(body) });

export const fetchLinkPayment = (code: string, paymentId: string) =>
  call<LinkPayment>(`${linkPath(code)}/payments/${encodeURIComponent(paymentId)}`);

/** The code the payer's network texted them (Telecel, AirtelTigo), for a payment waiting on it. */
export const submitLinkPaymentOtp = ({ code, paymentId, otp }: LinkPaymentOtpInput) =>
  call<LinkPayment>(`${linkPath(code)}/payments/${encodeURIComponent(paymentId)}/otp`, { method: 'POST', body: JSON.stringify({ otp }) });
