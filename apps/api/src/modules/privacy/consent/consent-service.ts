import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { TERMS_VERSION } from '../privacy-policy';
import { findConsent, recordConsent } from './consent-repository';
import type { TConsentResponse } from './consent-procedures.types';

export async function getConsent(deps: Pick<AppDeps, 'db'>, userId: string): Promise<TConsentResponse> {
  const row = await findConsent(deps.db, userId);
  const acceptedVersion = row?.termsVersion ?? null;
  return {
    currentVersion: TERMS_VERSION,
    acceptedVersion,
    acceptedAt: row?.termsAcceptedAt ?? null,
    needsAcceptance: acceptedVersion !== TERMS_VERSION,
  };
}

/** Records that the person accepted the version in force; an old or unknown version is refused. */
export async function acceptTerms(deps: Pick<AppDeps, 'db' | 'now'>, userId: string, version: string): Promise<TConsentResponse> {
  if (version !== TERMS_VERSION)
    throw new AppError('VALIDATION_FAILED', 'The privacy notice and terms have changed. Reload the page and read the current version.');
  await recordConsent(deps.db, userId, version, deps.now());
  return getConsent(deps, userId);
}
