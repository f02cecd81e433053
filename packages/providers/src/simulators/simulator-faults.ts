/**
 * Faults a simulator produces on demand, for orders whose party (MSISDN for MTN, account number for
 * Paystack) matches:
 * - `slow`: the answer to the order is held `slowMs`, and the order is recorded only when answering;
 * - `error_5xx`: 500, nothing recorded;
 * - `timeout_after_execute`: recorded (and later executed) at once, the answer held `slowMs`;
 * - `failed:<REASON>`: the order ends FAILED with that reason (MTN's vocabulary: NOT_ENOUGH_FUNDS, …);
 * - `no_callback`: succeeds, but no callback or webhook is sent;
 * - `double_callback`: the callback or webhook is sent twice;
 * - `late_success`: ends FAILED (with its callback), then `lateMs` later SUCCESSFUL, the money
 *   leaving then (a second callback);
 * - `pending_forever`: never ends.
 * A fault is fixed on an order when it is taken; a retry of an order already taken is answered at once
 * (MTN 409, Paystack's duplicate-reference 400), except under `slow` and `error_5xx`, which come first.
 */
export const FAULT_KINDS = [
  'slow',
  'error_5xx',
  'timeout_after_execute',
  'no_callback',
  'double_callback',
  'late_success',
  'pending_forever',
] as const;

export type SimulatorFault = (typeof FAULT_KINDS)[number] | `failed:${string}`;

/** A fault as written in a request or a test, or null when it is not one. */
export function parseFault(value: unknown): SimulatorFault | null {
  if (typeof value !== 'string') return null;
  if ((FAULT_KINDS as readonly string[]).includes(value)) return value as SimulatorFault;
  return /^failed:[A-Z][A-Z0-9_]{1,63}$/.test(value) ? (value as SimulatorFault) : null;
}

/** The reason a `failed:<REASON>` fault fails with, else null. */
export function failureReasonOf(fault: SimulatorFault | null): string | null {
  return fault?.startsWith('failed:') ? fault.slice('failed:'.length) : null;
}

/** Faults by party, as set through the control (in process or over HTTP). */
export class FaultTable {
  private readonly faults = new Map<string, SimulatorFault>();

  constructor(private readonly normalize: (party: string) => string = (party) => party.trim()) {}

  set(party: string, fault: SimulatorFault): void {
    this.faults.set(this.normalize(party), fault);
  }

  clear(party?: string): void {
    if (party === undefined) this.faults.clear();
    else this.faults.delete(this.normalize(party));
  }

  of(party: string): SimulatorFault | null {
    return this.faults.get(this.normalize(party)) ?? null;
  }

  list(): { party: string; fault: SimulatorFault }[] {
    return [...this.faults].map(([party, fault]) => ({ party, fault }));
  }
}
