/**
 * Identity verification against the issuing authority: a Ghana Card number and a live selfie are
 * sent to the provider (Smile ID's Biometric KYC, which asks NIA), and its answer says whether the
 * card exists and whether the selfie is the face NIA holds for it.
 */
export interface IdentityCheck {
  /** Our id of the person (Smile ID's partner_params.user_id). */
  userId: string;
  /** Our id of this check, unique per attempt (partner_params.job_id). */
  jobId: string;
  /** GHA-123456789-0. */
  idNumber: string;
  /** The selfie as JPEG bytes. */
  selfieJpeg: Buffer;
}

/** The provider's answer on one job, as this app acts on it. */
export type IdentityOutcome =
  /** The number exists and the selfie is the face on record: verify. */
  | { status: 'verified'; resultCode: string; resultText: string; providerJobId?: string }
  /** A definite no: the person is told why (no-match: the face; not-found / invalid-number: the number). */
  | {
      status: 'rejected';
      reason: 'no-match' | 'not-found' | 'invalid-number';
      resultCode: string;
      resultText: string;
      providerJobId?: string;
    }
  /** An answer a person must look at (a partial match, a code we do not act on alone). */
  | { status: 'review'; resultCode: string; resultText: string; providerJobId?: string }
  /** No answer yet (the job runs, or the ID authority is unavailable): ask again later. */
  | { status: 'pending'; resultCode?: string; resultText?: string; providerJobId?: string };

export interface IdentityJobRef {
  userId: string;
  jobId: string;
}

export interface IdentityVerifier {
  /** Submits the check; ProviderUnavailableError when the provider is down or refuses. */
  submit(check: IdentityCheck): Promise<{ providerJobId: string }>;
  /** The job's answer now (one call); ProviderUnavailableError when the provider is down. */
  result(ref: IdentityJobRef): Promise<IdentityOutcome>;
  /** A callback's body, when its signature is the provider's; null otherwise. */
  readCallback(body: unknown): { ref: IdentityJobRef; outcome: IdentityOutcome } | null;
}

/**
 * Submits, then asks for the answer until it comes or `waitMs` has passed (then "pending": the job
 * queue asks later). ProviderUnavailableError when the submission itself fails.
 */
export async function submitAndWait(
  verifier: IdentityVerifier,
  check: IdentityCheck,
  options: { waitMs: number; pollMs?: number; sleep?: (ms: number) => Promise<void> },
): Promise<IdentityOutcome> {
  const { providerJobId } = await verifier.submit(check);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    let outcome: IdentityOutcome;
    try {
      outcome = await verifier.result({ userId: check.userId, jobId: check.jobId });
    } catch {
      // Submitted but unreadable just now: the job queue reads it later.
      return { status: 'pending', providerJobId };
    }
    if (outcome.status !== 'pending' || Date.now() + (options.pollMs ?? 500) > deadline) return { providerJobId, ...outcome };
    await sleep(options.pollMs ?? 500);
  }
}
