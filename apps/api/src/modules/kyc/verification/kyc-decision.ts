import type { KycDocumentType } from '@ghanapay/validators';

/**
 * What the rules decide on a submission, from what was measured. Pure, so the thresholds are tested
 * on their own (and written down in docs/decisions.md).
 */
export interface KycFindings {
  documentType: KycDocumentType;
  /** The number is well formed (and, for a Ghana Card, its check digit is right). */
  numberValid: boolean;
  /** Another person's identity was already verified with this document number. */
  numberInUseByAnother: boolean;
  facesOnDocument: number;
  facesOnSelfie: number;
  /** Descriptor distance between the document's face and the selfie's, or null without both faces. */
  faceDistance: number | null;
}

type KycOutcome = 'verified' | 'pending' | 'rejected';

export interface KycDecision {
  outcome: KycOutcome;
  verificationScore: number;
  riskLevel: 'LOW' | 'MEDIUM' | 'HIGH';
  biometricMatchScore: number | null;
  verificationIssues: string[];
}

/** At or under this distance the two faces are, by the model's own evaluation, the same person. */
const SAME_PERSON_DISTANCE = 0.45;
/** Over this they are clearly two people (the model's usual cut-off is 0.6). */
const DIFFERENT_PERSON_DISTANCE = 0.7;

export function decideKyc(f: KycFindings): KycDecision {
  const issues: string[] = [];
  if (!f.numberValid) issues.push('DOCUMENT_NUMBER_INVALID');
  if (f.numberInUseByAnother) issues.push('DOCUMENT_NUMBER_IN_USE');
  if (f.facesOnDocument === 0) issues.push('NO_FACE_ON_DOCUMENT');
  if (f.facesOnSelfie === 0) issues.push('NO_FACE_ON_SELFIE');
  if (f.facesOnSelfie > 1) issues.push('SEVERAL_FACES_ON_SELFIE');
  // A passport's or a licence's number has no check digit we can test: a person looks at it.
  if (f.documentType !== 'GHANA_CARD') issues.push('NUMBER_NOT_CHECKABLE');

  const biometricMatchScore = f.faceDistance === null ? null : round3(Math.max(0, Math.min(1, 1 - f.faceDistance)));
  if (f.faceDistance !== null && f.faceDistance > DIFFERENT_PERSON_DISTANCE) issues.push('FACES_DO_NOT_MATCH');
  else if (f.faceDistance !== null && f.faceDistance > SAME_PERSON_DISTANCE) issues.push('WEAK_FACE_MATCH');

  const verificationScore = Math.round(
    100 *
      (0.2 * Number(f.numberValid && !f.numberInUseByAnother) +
        0.15 * Number(f.facesOnDocument > 0) +
        0.15 * Number(f.facesOnSelfie === 1) +
        0.5 * (biometricMatchScore ?? 0)),
  );

  const clearFail = f.numberInUseByAnother || f.facesOnDocument === 0 || f.facesOnSelfie === 0 || issues.includes('FACES_DO_NOT_MATCH');
  if (clearFail) return { outcome: 'rejected', verificationScore, riskLevel: 'HIGH', biometricMatchScore, verificationIssues: issues };
  if (issues.length === 0)
    return { outcome: 'verified', verificationScore, riskLevel: 'LOW', biometricMatchScore, verificationIssues: issues };
  return { outcome: 'pending', verificationScore, riskLevel: 'MEDIUM', biometricMatchScore, verificationIssues: issues };
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
