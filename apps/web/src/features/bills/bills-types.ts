import type { inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../../lib/trpc';

/** A biller as the API lists it (money.listBillers). */
export type Biller = inferOutput<typeof trpc.money.listBillers>[number];
export type BillerKind = Biller['kind'];
export type MobileNetwork = NonNullable<Biller['network']>;
/** An airtime, data or bill payment (money.listBillPayments, money.getBillPayment). */
export type BillPayment = inferOutput<typeof trpc.money.getBillPayment>;
