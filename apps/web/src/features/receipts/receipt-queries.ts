import { trpc } from '../../lib/trpc';

/** A receipt of mine ("p2p-42", "transfer-<uuid>"): the screen and the /receipts/$receiptId loader. */
export const receiptQuery = (receiptId: string) => ({
  ...trpc.receipts.getReceipt.queryOptions({ transactionId: receiptId }),
  // A receipt never changes once issued.
  staleTime: Infinity,
});

/** Anyone's check of a receipt code: the /verify/$code page and its loader. */
export const verifyReceiptQuery = (code: string) => ({
  ...trpc.receipts.verifyReceipt.queryOptions({ code }),
  staleTime: 5 * 60_000,
  retry: false,
});
