import { queryOptions } from '@tanstack/react-query';
import { trpcQuery } from '../../lib/trpc-query';

// Plain GETs under tRPC's keys (lib/trpc-query.ts): a receipt and /verify draw without the tRPC client.

/** A receipt of mine ("p2p-42", "transfer-<uuid>"): the screen and the /receipts/$receiptId loader. */
export const receiptQuery = (receiptId: string) =>
  queryOptions({
    ...trpcQuery('receipts.getReceipt', { transactionId: receiptId }),
    // A receipt never changes once issued.
    staleTime: Infinity,
  });

/** Anyone's check of a receipt code: the /verify/$code page and its loader. */
export const verifyReceiptQuery = (code: string) =>
  queryOptions({ ...trpcQuery('receipts.verifyReceipt', { code }), staleTime: 5 * 60_000, retry: false });
