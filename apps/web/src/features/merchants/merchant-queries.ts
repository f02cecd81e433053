import type { inferOutput } from '@trpc/tanstack-react-query';
import { trpc } from '../../lib/trpc';

/** How often the takings list asks again: a payment shows on the shop's phone within seconds. */
const TAKINGS_POLL_MS = 3_000;

/** My merchant profile (404 when I have none): the /merchant screen and its loader. */
export const myMerchantQuery = () => trpc.money.getMyMerchant.queryOptions({}, { staleTime: 60_000 });

/** Payments to my business, newest first, polled while the screen is open. */
export const myTakingsQuery = () => trpc.money.listMyTakings.queryOptions({}, { refetchInterval: TAKINGS_POLL_MS });

/** My GhQR code: static without an amount, dynamic (one sale) with one. */
export const myMerchantQrQuery = (input: { amount?: string; reference?: string } = {}) =>
  trpc.money.getMyMerchantQr.queryOptions(input, { staleTime: Infinity });

/** One payment to my business, as the takings list shows it. */
export type Taking = inferOutput<typeof trpc.money.listMyTakings>[number];
