import type { SimulatorResponse } from './http-simulator';

/** Paystack's refusal envelope, as every simulated Paystack API answers one: `{status: false, message}`. */
export const fail = (status: number, message: string): SimulatorResponse => ({ status, body: { status: false, message } });
