import { CALLBACK_CHECK_PER_REFERENCE_MS, CALLBACK_CHECKS_PER_ADDRESS_PER_SECOND, CALLBACK_CHECKS_PER_SECOND } from '../modules/money';

export interface CallbackCheckBounds {
  perReferenceMs: number;
  perAddressPerSecond: number;
  perSecond: number;
  /** References remembered at once; past it, a new reference waits for old ones to age out. */
  maxReferences: number;
}

const DEFAULT_BOUNDS: CallbackCheckBounds = {
  perReferenceMs: CALLBACK_CHECK_PER_REFERENCE_MS,
  perAddressPerSecond: CALLBACK_CHECKS_PER_ADDRESS_PER_SECOND,
  perSecond: CALLBACK_CHECKS_PER_SECOND,
  maxReferences: 10_000,
};

/**
 * Decides whether a callback may make us read a transfer's status from the provider: once per
 * reference per window, and per address and in all per second (money-policy.ts). In memory, per
 * process: it bounds the load a forger can cause, it is not what keeps money safe (the status comes
 * from the provider, applied under the transfer's lock).
 */
export class CallbackCheckThrottle {
  private readonly lastByReference = new Map<string, number>();
  private second = -1;
  private inSecond = 0;
  private readonly inSecondByAddress = new Map<string, number>();

  constructor(private readonly bounds: CallbackCheckBounds = DEFAULT_BOUNDS) {}

  allow(reference: string, address: string, nowMs: number): boolean {
    const second = Math.floor(nowMs / 1000);
    if (second !== this.second) {
      this.second = second;
      this.inSecond = 0;
      this.inSecondByAddress.clear();
    }
    const last = this.lastByReference.get(reference);
    if (last !== undefined && nowMs - last < this.bounds.perReferenceMs) return false;
    if (this.inSecond >= this.bounds.perSecond) return false;
    const fromAddress = this.inSecondByAddress.get(address) ?? 0;
    if (fromAddress >= this.bounds.perAddressPerSecond) return false;
    if (last === undefined && this.lastByReference.size >= this.bounds.maxReferences) {
      this.forgetBefore(nowMs - this.bounds.perReferenceMs);
      if (this.lastByReference.size >= this.bounds.maxReferences) return false;
    }
    this.inSecond++;
    this.inSecondByAddress.set(address, fromAddress + 1);
    this.lastByReference.delete(reference);
    this.lastByReference.set(reference, nowMs);
    return true;
  }

  /** The map is in insertion order, which is time order (a reference seen again is re-inserted). */
  private forgetBefore(cutoffMs: number): void {
    for (const [reference, at] of this.lastByReference) {
      if (at >= cutoffMs) break;
      this.lastByReference.delete(reference);
    }
  }
}
