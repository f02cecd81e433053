// What other modules may call of receipts: its router (the root router), and for the receipts
// gateway the receipt, its PDF (made in a worker thread) and the published keys. Bill, airtime and
// merchant payments add their kind to RECEIPT_SOURCES (receipt-sources.ts), inside this module.
export { receiptsRouter } from './receipts-router';
export { getReceipt, receiptKeysDocument, receiptOrigin, toReceiptPdfInput } from './receipt-service';
export { renderReceiptPdf } from './receipt-pdf-renderer';
