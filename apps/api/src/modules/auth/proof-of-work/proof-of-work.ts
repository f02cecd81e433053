import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { incrementHits } from '../../rate-limits';

/**
 * ALTCHA proof-of-work, self-hosted: the server signs a challenge (a SHA-256 of salt + a secret
 * number below maxnumber) with an HMAC key; the browser finds the number by trying them all
 * (about maxnumber / 2 hashes, a second or two on a phone) and sends it back. Checking costs the
 * server one hash and one HMAC. A solution works once (its signature is remembered until it
 * expires) and only within POW_TTL_MS of the challenge.
 */
const POW_TTL_MS = 5 * 60_000;
const PURPOSE = 'signup-code';

type ProofOfWorkChallenge = Awaited<ReturnType<typeof createChallenge>>;

/** The HMAC key, derived from the session secret (one secret to rotate, none new to configure). */
function hmacKeyOf(deps: Pick<AppDeps, 'env'>): string {
  return createHmac('sha256', deps.env.SESSION_SECRET).update('altcha proof-of-work').digest('hex');
}

function createProofOfWorkChallenge(deps: Pick<AppDeps, 'env' | 'now'>): Promise<ProofOfWorkChallenge> {
  return createChallenge({
    hmacKey: hmacKeyOf(deps),
    maxnumber: deps.env.POW_MAX_NUMBER,
    expires: new Date(deps.now().getTime() + POW_TTL_MS),
    params: { purpose: PURPOSE },
  });
}

export type ProofOfWorkVerdict = 'solved' | 'invalid' | 'expired' | 'spent';

/** Checks a solution (ALTCHA's base64 JSON payload) and, when it is good, spends it. */
export async function spendProofOfWork(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, payload: string): Promise<ProofOfWorkVerdict> {
  let params: Record<string, string>;
  let signature: string;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    if (typeof decoded.signature !== 'string') return 'invalid';
    signature = decoded.signature;
    params = extractParams(payload);
    // Expiry is judged against the app's clock below, not the library's Date.now().
    if (!(await verifySolution(payload, hmacKeyOf(deps), false))) return 'invalid';
  } catch {
    return 'invalid';
  }
  if (params.purpose !== PURPOSE) return 'invalid';
  const expiresAt = Number(params.expires) * 1000;
  if (!Number.isFinite(expiresAt) || expiresAt <= deps.now().getTime()) return 'expired';
  // Remembered in the shared counters table until it expires (the housekeeping job drops it later).
  const uses = await incrementHits(deps.db, `pow-spent:${signature}`, new Date(expiresAt));
  return uses === 1 ? 'solved' : 'spent';
}

const PROOF_OF_WORK_MESSAGE = 'Checking your connection…';

/** The 428 the client answers by solving the challenge and sending the request again with `altcha`. */
export async function proofOfWorkRequired(deps: Pick<AppDeps, 'env' | 'now'>): Promise<AppError> {
  return new AppError('PROOF_OF_WORK_REQUIRED', PROOF_OF_WORK_MESSAGE, { challenge: await createProofOfWorkChallenge(deps) });
}
