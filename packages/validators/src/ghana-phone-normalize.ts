import { GHANA_MOBILE_PREFIXES } from './ghana-networks';

/**
 * Ghana numbers come as 0241234567, +233241234567, 233241234567 (and with spaces or dashes).
 * They are stored in E.164 (+233241234567) so that every spelling finds the same person. Only the
 * mobile networks' prefixes are accepted (see ghana-networks.ts).
 */
export function normalizeGhanaPhone(input: string): string | null {
  const compact = input.replace(/[\s\-()]/g, '');
  const match = /^(?:\+?233|0)([1-9]\d{8})$/.exec(compact);
  if (!match || !(`0${match[1]!.slice(0, 2)}` in GHANA_MOBILE_PREFIXES)) return null;
  return `+233${match[1]}`;
}
