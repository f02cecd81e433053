import { queryOptions } from '@tanstack/react-query';
import { trpcQuery, type TrpcOutput } from '../../lib/trpc-query';

// Plain GETs under tRPC's keys (lib/trpc-query.ts): /merchant draws without the tRPC client.

/** How often the takings list asks again: a payment shows on the shop's phone within seconds. */
const TAKINGS_POLL_MS = 3_000;

/** My merchant profile (404 when I have none): the /merchant screen and its loader. */
export const myMerchantQuery = () => queryOptions({ ...trpcQuery('money.getMyMerchant', {}), staleTime: 60_000 });

/** Payments to my business, newest first, polled while the screen is open. */
export const myTakingsQuery = () => queryOptions({ ...trpcQuery('money.listMyTakings', {}), refetchInterval: TAKINGS_POLL_MS });

/** My GhQR code: static without an amount, dynamic (one sale) with one. */
export const myMerchantQrQuery = (input: { amount?: string; reference?: string } = {}) =>
  queryOptions({ ...trpcQuery('money.getMyMerchantQr', input), staleTime: Infinity });

/** One payment to my business, as the takings list shows it. */
export type Taking = TrpcOutput<'money.listMyTakings'>[number];
