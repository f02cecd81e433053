import type { Migration } from 'kysely';
import * as m0001 from './2026-11-22T0001-auth-and-sessions';
import * as m0002 from './2026-11-22T0002-ledger-and-money';
import * as m0003 from './2026-11-22T0003-social';
import * as m0004 from './2026-11-22T0004-accounts-kyc-ussd';
import * as m0005 from './2026-11-22T0005-ledger-reversals';
import * as m0006 from './2026-11-22T0006-money-holds-and-expiry';
import * as m0007 from './2026-11-22T0007-social-visibility-and-search';
import * as m0008 from './2026-11-22T0008-transactions-sender-history';
import * as m0009 from './2026-11-22T0009-demo-inbox-and-email-verification';
import * as m0010 from './2026-11-22T0010-linked-accounts';
import * as m0011 from './2026-11-22T0011-one-statement-send';
import * as m0012 from './2026-11-22T0012-money-in-and-out';
import * as m0013 from './2026-11-22T0013-user-preferences';
import * as m0014 from './2026-11-22T0014-tiers-and-roles';
import * as m0015 from './2026-11-22T0015-tier-limits';
import * as m0016 from './2026-11-22T0016-kyc-verification';
import * as m0017 from './2026-11-22T0017-split-bills';
import * as m0018 from './2026-11-22T0018-payment-categories';
import * as m0019 from './2026-11-22T0019-ussd';
import * as m0020 from './2026-11-22T0020-analytics-rollups';
import * as m0021 from './2026-11-22T0021-send-path-after-limits';
import * as m0022 from './2026-11-25T0022-send-history-summary';
import * as m0023 from './2026-11-25T0023-send-locks-last';
import * as m0024 from './2026-11-25T0024-send-limits-from-the-write';
import * as m0025 from './2026-11-25T0025-sender-history-index';
import * as m0026 from './2026-11-26T0026-send-context-lighter-summary';
import * as m0027 from './2026-11-26T0027-send-payments-gathered';
import * as m0028 from './2026-11-26T0028-privacy';
import * as m0029 from './2026-11-26T0029-add-money-refunds';
import * as m0030 from './2026-11-26T0030-ledger-functions-from-files';
import * as m0031 from './2026-11-26T0031-one-ledger-write';
import * as m0032 from './2026-11-26T0032-ledger-wallet-entries';
import * as m0033 from './2026-11-26T0033-ledger-holds';
import * as m0034 from './2026-11-27T0034-send-payments-set-based';
import * as m0036 from './2026-11-27T0036-bill-payments';
import * as m0037 from './2026-11-27T0037-merchants';
import * as m0038 from './2026-11-27T0038-staff-roles';
import * as m0039 from './2026-11-27T0039-complaints';
import * as m0040 from './2026-11-27T0040-staff-console';
import * as m0041 from './2026-11-27T0041-reversal-requests';
import * as m0042 from './2026-11-27T0042-payment-protections';
import * as m0043 from './2026-11-27T0043-block-means-block';
import * as m0044 from './2026-11-27T0044-frozen-wallet-reversals';
import * as m0045 from './2026-11-27T0045-push-subscriptions';
import * as m0046 from './2026-11-27T0046-standing-orders';
import * as m0047 from './2026-11-27T0047-payment-links';
import * as m0048 from './2026-11-27T0048-hosted-card-checkout';
import * as m0049 from './2026-11-27T0049-collection-otp';
import * as m0050 from './2026-11-27T0050-standing-transfers-and-share-links';
import * as m0051 from './2026-11-27T0051-user-language';
import * as m0052 from './2026-11-27T0052-send-context-reads-everything';
import * as m0053 from './2026-11-27T0053-send-contexts-set-based';
import * as m0054 from './2026-11-27T0054-card-bank-check';

/**
 * Listed by hand rather than read from the folder, so the bundled API carries its migrations.
 * Add new files at the end; never rename or edit one that has landed.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0001-auth-and-sessions': m0001,
  '2026-11-22T0002-ledger-and-money': m0002,
  '2026-11-22T0003-social': m0003,
  '2026-11-22T0004-accounts-kyc-ussd': m0004,
  '2026-11-22T0005-ledger-reversals': m0005,
  '2026-11-22T0006-money-holds-and-expiry': m0006,
  '2026-11-22T0007-social-visibility-and-search': m0007,
  '2026-11-22T0008-transactions-sender-history': m0008,
  '2026-11-22T0009-demo-inbox-and-email-verification': m0009,
  '2026-11-22T0010-linked-accounts': m0010,
  '2026-11-22T0011-one-statement-send': m0011,
  '2026-11-22T0012-money-in-and-out': m0012,
  '2026-11-22T0013-user-preferences': m0013,
  '2026-11-22T0014-tiers-and-roles': m0014,
  '2026-11-22T0015-tier-limits': m0015,
  '2026-11-22T0016-kyc-verification': m0016,
  '2026-11-22T0017-split-bills': m0017,
  '2026-11-22T0018-payment-categories': m0018,
  '2026-11-22T0019-ussd': m0019,
  '2026-11-22T0020-analytics-rollups': m0020,
  '2026-11-22T0021-send-path-after-limits': m0021,
  '2026-11-25T0022-send-history-summary': m0022,
  '2026-11-25T0023-send-locks-last': m0023,
  '2026-11-25T0024-send-limits-from-the-write': m0024,
  '2026-11-25T0025-sender-history-index': m0025,
  '2026-11-26T0026-send-context-lighter-summary': m0026,
  '2026-11-26T0027-send-payments-gathered': m0027,
  '2026-11-26T0028-privacy': m0028,
  '2026-11-26T0029-add-money-refunds': m0029,
  '2026-11-26T0030-ledger-functions-from-files': m0030,
  '2026-11-26T0031-one-ledger-write': m0031,
  '2026-11-26T0032-ledger-wallet-entries': m0032,
  '2026-11-26T0033-ledger-holds': m0033,
  '2026-11-27T0034-send-payments-set-based': m0034,
  '2026-11-27T0036-bill-payments': m0036,
  '2026-11-27T0037-merchants': m0037,
  '2026-11-27T0038-staff-roles': m0038,
  '2026-11-27T0039-complaints': m0039,
  '2026-11-27T0040-staff-console': m0040,
  '2026-11-27T0041-reversal-requests': m0041,
  '2026-11-27T0042-payment-protections': m0042,
  '2026-11-27T0043-block-means-block': m0043,
  '2026-11-27T0044-frozen-wallet-reversals': m0044,
  '2026-11-27T0045-push-subscriptions': m0045,
  '2026-11-27T0046-standing-orders': m0046,
  '2026-11-27T0047-payment-links': m0047,
  '2026-11-27T0048-hosted-card-checkout': m0048,
  '2026-11-27T0049-collection-otp': m0049,
  '2026-11-27T0050-standing-transfers-and-share-links': m0050,
  '2026-11-27T0051-user-language': m0051,
  '2026-11-27T0052-send-context-reads-everything': m0052,
  '2026-11-27T0053-send-contexts-set-based': m0053,
  '2026-11-27T0054-card-bank-check': m0054,
};
