/**
 * What the local pre-check decides on a submission, from what was measured. Pure, so the thresholds
 * are tested on their own (and written down in docs/decisions.md). The pre-check never verifies on
 * its own: "passed" means the identity provider is asked next (identity-outcome.ts).
 */
export interface KycFindings {
  /** Another person's identity was already verified with this Ghana Card number. */
  numberInUseByAnother: boolean;
  facesOnDocument: number;
  facesOnSelfie: number;
  /** The largest face's share of the document photo's area, or null without a face. */
  documentFaceCoverage: number | null;
  /** Descriptor distance between the document's face and the selfie's, or null without both faces. */
  faceDistance: number | null;
}

type PrecheckOutcome = 'passed' | 'review' | 'rejected';

export interface KycDecision {
  outcome: PrecheckOutcome;
  verificationScore: number;
  riskLevel: 'LOW' | 'MEDIUM' | 'HIGH';
  biometricMatchScore: number | null;
  verificationIssues: string[];
}

/** At or under this distance the two faces are, by the model's own evaluation, the same person. */
const SAME_PERSON_DISTANCE = 0.45;
/** Over this they are clearly two people (the model's usual cut-off is 0.6). */
const DIFFERENT_PERSON_DISTANCE = 0.7;
/**
 * Under this the two faces are too alike for two photos taken apart (a printed card photo and a
 * live selfie differ by light, age and camera: 0.3–0.5 is usual): the same photo twice, lightly edited.
 */
const TOO_ALIKE_DISTANCE = 0.2;
/**
 * A card's portrait covers a small part of a photo of the card (about 5–10 %); over this share the
 * "document" is a portrait, not a card.
 */
const DOCUMENT_FACE_MAX_COVERAGE = 0.15;

export function decideKyc(f: KycFindings): KycDecision {
  const issues: string[] = [];
  if (f.numberInUseByAnother) issues.push('DOCUMENT_NUMBER_IN_USE');
  if (f.facesOnDocument === 0) issues.push('NO_FACE_ON_DOCUMENT');
  if (f.documentFaceCoverage !== null && f.documentFaceCoverage > DOCUMENT_FACE_MAX_COVERAGE) issues.push('NO_DOCUMENT_FOUND');
  if (f.facesOnSelfie === 0) issues.push('NO_FACE_ON_SELFIE');
  if (f.facesOnSelfie > 1) issues.push('SEVERAL_FACES_ON_SELFIE');

  const biometricMatchScore = f.faceDistance === null ? null : round3(Math.max(0, Math.min(1, 1 - f.faceDistance)));
  if (f.faceDistance !== null && f.faceDistance > DIFFERENT_PERSON_DISTANCE) issues.push('FACES_DO_NOT_MATCH');
  else if (f.faceDistance !== null && f.faceDistance > SAME_PERSON_DISTANCE) issues.push('WEAK_FACE_MATCH');
  else if (f.faceDistance !== null && f.faceDistance < TOO_ALIKE_DISTANCE) issues.push('FACES_TOO_ALIKE');

  const verificationScore = Math.round(
    100 *
      (0.2 * Number(!f.numberInUseByAnother) +
        0.15 * Number(f.facesOnDocument > 0 && !issues.includes('NO_DOCUMENT_FOUND')) +
        0.15 * Number(f.facesOnSelfie === 1) +
        0.5 * (issues.includes('FACES_TOO_ALIKE') ? 0 : (biometricMatchScore ?? 0))),
  );

  const clearFail = f.numberInUseByAnother || f.facesOnDocument === 0 || f.facesOnSelfie === 0 || issues.includes('FACES_DO_NOT_MATCH');
  if (clearFail) return { outcome: 'rejected', verificationScore, riskLevel: 'HIGH', biometricMatchScore, verificationIssues: issues };
  if (issues.length === 0)
    return { outcome: 'passed', verificationScore, riskLevel: 'LOW', biometricMatchScore, verificationIssues: issues };
  return { outcome: 'review', verificationScore, riskLevel: 'MEDIUM', biometricMatchScore, verificationIssues: issues };
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
