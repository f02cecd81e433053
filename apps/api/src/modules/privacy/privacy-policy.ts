/**
 * The privacy notice and terms of use in force (apps/web/src/features/privacy holds their text,
 * with the same version): a person who accepted an older one, or none, is asked again.
 */
export const TERMS_VERSION = '2026-11-26';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

/**
 * How long a closed account's data is kept, from the day it was closed (docs/privacy.md). Leap
 * days are not counted: a step runs at most a day or two early in six years, never late.
 */
export const RETENTION = {
  /** Identity documents and selfies: 5 years after the relationship ends (Act 1044, s. 32). */
  kycAfterClosureMs: 5 * YEAR_MS,
  /** Payment records' personal side (names, numbers, addresses): 6 years (Act 987, BoG practice). */
  identityAfterClosureMs: 6 * YEAR_MS,
} as const;

/** A few downloads an hour are plenty for a person; the export reads their whole history. */
export const EXPORTS_PER_HOUR = 3;
