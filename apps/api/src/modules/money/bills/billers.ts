import { ghanaNetworkOf, type GhanaMobileNetwork } from '@ghanapay/validators';

type BillerKind = 'airtime' | 'data' | 'electricity' | 'water' | 'tv';

/** A biller the wallet pays through the bills aggregator; its id is also the aggregator's service. */
export interface Biller {
  id: string;
  name: string;
  kind: BillerKind;
  /** Airtime and data: the network whose numbers it tops up (read from a number's prefix). */
  network?: GhanaMobileNetwork;
  /** The customer's name is looked up (and shown to confirm) before paying. */
  needsLookup: boolean;
  /** Data: the person picks a bundle, whose price is the amount. */
  hasBundles: boolean;
  minPesewas: bigint;
  maxPesewas: bigint;
  /** What the customer number is called on the screen ("Meter number", "Smartcard number"). */
  customerNumberLabel: string;
}

const NETWORK_NAMES: Readonly<Record<GhanaMobileNetwork, string>> = { MTN: 'MTN', TELECEL: 'Telecel', AIRTELTIGO: 'AirtelTigo' };

function airtime(id: string, network: GhanaMobileNetwork): Biller {
  return {
    id,
    name: `${NETWORK_NAMES[network]} airtime`,
    kind: 'airtime',
    network,
    needsLookup: false,
    hasBundles: false,
    minPesewas: 1_00n,
    maxPesewas: 100_00n,
    customerNumberLabel: 'Phone number',
  };
}

function data(id: string, network: GhanaMobileNetwork): Biller {
  return {
    id,
    name: `${NETWORK_NAMES[network]} data`,
    kind: 'data',
    network,
    needsLookup: false,
    hasBundles: true,
    minPesewas: 1_00n,
    maxPesewas: 1_000_00n,
    customerNumberLabel: 'Phone number',
  };
}

function bill(id: string, name: string, kind: BillerKind, label: string, maxPesewas: bigint): Biller {
  return { id, name, kind, needsLookup: true, hasBundles: false, minPesewas: 1_00n, maxPesewas, customerNumberLabel: label };
}

/**
 * Every biller, in the order the Pay screen lists them. The limits are the wallet's, inside the
 * aggregator's (airtime ₵1–₵100 a top-up, as Hubtel takes; a bill up to ₵5,000); the tier limits apply on top.
 */
export const BILLERS: readonly Biller[] = [
  airtime('mtn-airtime', 'MTN'),
  airtime('telecel-airtime', 'TELECEL'),
  airtime('airteltigo-airtime', 'AIRTELTIGO'),
  data('mtn-data', 'MTN'),
  data('telecel-data', 'TELECEL'),
  data('airteltigo-data', 'AIRTELTIGO'),
  bill('ecg-prepaid', 'ECG prepaid', 'electricity', 'Meter number', 5_000_00n),
  bill('ecg-postpaid', 'ECG postpaid', 'electricity', 'Account number', 5_000_00n),
  bill('ghana-water', 'Ghana Water', 'water', 'Account number', 5_000_00n),
  bill('dstv', 'DStv', 'tv', 'Smartcard number', 5_000_00n),
  bill('gotv', 'GOtv', 'tv', 'IUC number', 5_000_00n),
  bill('startimes', 'StarTimes', 'tv', 'Smartcard number', 5_000_00n),
];

export function findBiller(id: string): Biller | undefined {
  return BILLERS.find((b) => b.id === id);
}

export function billerNameOf(id: string): string {
  return findBiller(id)?.name ?? id;
}

/**
 * Why a number cannot be topped up by this biller, or null: airtime and data go to a mobile number of
 * the biller's network (read from its prefix, the one table in @ghanapay/validators).
 */
export function networkMismatch(biller: Biller, customerNumber: string): string | null {
  if (!biller.network) return null;
  const network = ghanaNetworkOf(customerNumber);
  if (!network) return 'Enter a Ghanaian mobile number (for example 024 123 4567)';
  if (network !== biller.network) {
    return `${customerNumber} is a ${NETWORK_NAMES[network]} number; choose ${NETWORK_NAMES[network]} ${biller.kind} instead of ${biller.name}`;
  }
  return null;
}
