/**
 * ALTCHA proof-of-work, solved by the browser. The API answers a code request with 428 and a
 * challenge when the address has asked for many codes (a carrier's NAT, an office): the challenge
 * is SHA-256(salt + n) for a secret n below maxnumber; finding n costs about maxnumber / 2 hashes
 * (a second or two), and the solution goes back as `altcha` with the same request.
 */
export interface ProofOfWorkChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Hashes tried at once: SubtleCrypto is asynchronous, so a batch keeps it busy. */
const BATCH = 500;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The number whose hash is the challenge, or null when none below maxnumber is (a broken challenge). */
export async function findProofOfWorkNumber(challenge: ProofOfWorkChallenge, hash = sha256Hex): Promise<number | null> {
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, challenge.maxnumber - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(numbers.map((n) => hash(`${challenge.salt}${n}`)));
    const found = hashes.indexOf(challenge.challenge);
    if (found >= 0) return numbers[found]!;
  }
  return null;
}

/** The solution as ALTCHA sends it: base64 of the JSON payload. */
export function proofOfWorkPayload(challenge: ProofOfWorkChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

/** The challenge an API error carries when it asks for a proof-of-work (tRPC: error.data). */
export function proofOfWorkChallengeOf(error: unknown): ProofOfWorkChallenge | null {
  const data = (error as { data?: { appCode?: unknown; challenge?: unknown } } | null)?.data;
  if (data?.appCode !== 'PROOF_OF_WORK_REQUIRED') return null;
  const challenge = data.challenge as Partial<ProofOfWorkChallenge> | undefined;
  const valid =
    typeof challenge?.challenge === 'string' &&
    typeof challenge.salt === 'string' &&
    typeof challenge.signature === 'string' &&
    typeof challenge.algorithm === 'string' &&
    typeof challenge.maxnumber === 'number';
  return valid ? (challenge as ProofOfWorkChallenge) : null;
}

/** Solves off the main thread (a Web Worker), or here where there are no workers (tests). */
async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string | null> {
  if (typeof Worker === 'undefined') {
    const number = await findProofOfWorkNumber(challenge);
    return number === null ? null : proofOfWorkPayload(challenge, number);
  }
  const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<string | null>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<string | null>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(challenge);
    });
  } finally {
    worker.terminate();
  }
}

/** At most this many challenges in a row (a spent or expired solution earns one more). */
const MAX_ROUNDS = 2;

/**
 * Runs the request; when the answer asks for a proof-of-work, solves it (telling the screen it is
 * "checking the connection") and runs the request again with the solution.
 */
export async function sendWithProofOfWork<T>(
  send: (altcha?: string) => Promise<T>,
  onChecking: (checking: boolean) => void,
  solve: (challenge: ProofOfWorkChallenge) => Promise<string | null> = solveProofOfWork,
): Promise<T> {
  let altcha: string | undefined;
  for (let round = 0; ; round++) {
    try {
      return await send(altcha);
    } catch (error) {
      const challenge = proofOfWorkChallengeOf(error);
      if (!challenge || round >= MAX_ROUNDS) throw error;
      onChecking(true);
      try {
        altcha = (await solve(challenge)) ?? undefined;
      } finally {
        onChecking(false);
      }
      if (!altcha) throw error;
    }
  }
}
