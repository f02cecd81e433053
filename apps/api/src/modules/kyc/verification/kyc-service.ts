import { documentNumberProblem, normalizeDocumentNumber } from '@ghanapay/validators';
import { isUniqueViolation } from '@ghanapay/db';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limits';
import { descriptorDistance } from '../faces/face-model';
import { FacePoolBusyError } from '../faces/face-pool';
import { facePoolFor } from '../faces/face-pool-of';
import { samePicture, type ImageHashes } from '../faces/image-hash';
import { findUserRole } from '../../../trpc/staff-role-repository';
import { kycImageIdOf, loadOwnKycImage } from '../images/kyc-image-service';
import { toKycDocumentDto } from '../kyc-dto';
import {
  findTierOf,
  hasPendingDocument,
  insertDocument,
  listDocumentsOf,
  listEarlierSubmissions,
  numberVerifiedForAnother,
  type IdentityState,
} from '../kyc-repository';
import { runIdentityCheck } from './identity-check';
import { decideKyc } from './kyc-decision';
import { KYC_SUBMIT_MESSAGES } from './kyc-messages';
import { notifyOfDecision } from './kyc-notify';
import type { TSubmitDocumentRequest, TSubmitDocumentResponse } from './submit-document.types';

/** A person retakes a photo a few times; a loop that submits all day is stopped. */
const KYC_SUBMISSIONS_PER_USER: RateLimitRule = {
  name: 'kyc-submit',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'Too many verification attempts. Try again in {minutes}.',
};
/** How long a person is told to wait when every face worker is busy and the queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 30;

export async function getKycStatus(deps: AppDeps, userId: string) {
  const [docs, user, role] = await Promise.all([
    listDocumentsOf(deps.db, userId),
    findTierOf(deps.db, userId),
    findUserRole(deps.db, userId),
  ]);
  return {
    isVerified: docs.some((d) => d.verificationStatus === 'verified'),
    kycTier: (user?.kycTier ?? 'minimum') as 'minimum' | 'medium' | 'enhanced',
    canReview: role === 'reviewer',
    documents: docs.map(toKycDocumentDto),
  };
}

/**
 * A Ghana Card submission: the number's format; the two photos must be two pictures (not the same
 * one twice) and new (not a person's earlier submission again); the local pre-check (a face on each,
 * a card not a portrait, faces alike but not identical) runs in the face worker pool; then the
 * identity provider (Smile ID, asking NIA) decides: verified, rejected, or a reviewer's.
 */
export async function submitDocument(deps: AppDeps, userId: string, cmd: TSubmitDocumentRequest): Promise<TSubmitDocumentResponse> {
  const problem = documentNumberProblem('GHANA_CARD', cmd.documentNumber);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'documentNumber' });
  const status = await getKycStatus(deps, userId);
  if (status.isVerified) throw new AppError('INVALID_STATE', KYC_SUBMIT_MESSAGES.alreadyVerified);
  if (await hasPendingDocument(deps.db, userId)) throw new AppError('INVALID_STATE', KYC_SUBMIT_MESSAGES.alreadyPending);
  await consumeRateLimit(deps.db, KYC_SUBMISSIONS_PER_USER, userId, deps.now());

  const documentImageId = kycImageIdOf(cmd.documentImageUrl);
  const selfieImageId = kycImageIdOf(cmd.selfieImageUrl);
  // Another person's image id reads as no image at all.
  const [documentImage, selfieImage] = await Promise.all([
    documentImageId ? loadOwnKycImage(deps, userId, documentImageId) : null,
    selfieImageId ? loadOwnKycImage(deps, userId, selfieImageId) : null,
  ]);
  if (!documentImage || !selfieImage || documentImageId === selfieImageId) {
    throw new AppError('VALIDATION_FAILED', KYC_SUBMIT_MESSAGES.imageNotFound);
  }
  const earlier = await listEarlierSubmissions(deps.db, userId);
  if (earlier.some((e) => e.documentImageId === documentImageId || e.selfieImageId === selfieImageId)) {
    throw new AppError('ALREADY_EXISTS', KYC_SUBMIT_MESSAGES.resubmitted);
  }

  let analysis;
  try {
    analysis = await facePoolFor(deps.env).analyze(documentImage, selfieImage);
  } catch (error) {
    if (error instanceof FacePoolBusyError) {
      throw new AppError('RATE_LIMITED', KYC_SUBMIT_MESSAGES.busy, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    }
    throw error;
  }
  const documentHashes = analysis.document.hashes;
  const selfieHashes = analysis.selfie.hashes;
  if (samePicture(documentHashes, selfieHashes)) throw new AppError('VALIDATION_FAILED', KYC_SUBMIT_MESSAGES.samePicture);
  if (
    earlier.some(
      (e) =>
        isHashes(e.documentHashes) &&
        isHashes(e.selfieHashes) &&
        samePicture(documentHashes, e.documentHashes) &&
        samePicture(selfieHashes, e.selfieHashes),
    )
  ) {
    throw new AppError('ALREADY_EXISTS', KYC_SUBMIT_MESSAGES.resubmitted);
  }

  const documentNumber = normalizeDocumentNumber('GHANA_CARD', cmd.documentNumber);
  const documentFace = analysis.document.faces[0];
  const selfieFace = analysis.selfie.faces[0];
  const decision = decideKyc({
    numberInUseByAnother: await numberVerifiedForAnother(deps.db, userId, 'GHANA_CARD', documentNumber),
    facesOnDocument: analysis.document.faces.length,
    facesOnSelfie: analysis.selfie.faces.length,
    documentFaceCoverage: documentFace?.coverage ?? null,
    faceDistance:
      documentFace && selfieFace
        ? descriptorDistance(Float32Array.from(documentFace.descriptor), Float32Array.from(selfieFace.descriptor))
        : null,
  });

  const now = deps.now();
  const askProvider = decision.outcome === 'passed';
  const identity: IdentityState | undefined = askProvider
    ? {
        provider: deps.env.SMILE_ID_PROVIDER,
        state: 'awaiting-provider',
        jobId: null,
        submitted: false,
        attempts: 0,
        // The request makes the first attempt; the job queue takes over if it does not finish.
        nextAttemptAt: new Date(now.getTime() + 60_000).toISOString(),
        resultCode: null,
        resultText: null,
      }
    : undefined;
  let documentId: string;
  try {
    documentId = await insertDocument(deps.db, {
      userId,
      documentType: 'GHANA_CARD',
      documentNumber,
      documentImageId: documentImageId!,
      selfieImageId: selfieImageId!,
      documentImageUrl: cmd.documentImageUrl,
      selfieImageUrl: cmd.selfieImageUrl,
      verificationStatus: decision.outcome === 'rejected' ? 'rejected' : 'pending',
      verificationScore: decision.verificationScore,
      riskLevel: decision.riskLevel,
      verificationIssues: decision.verificationIssues,
      biometricMatchScore: decision.biometricMatchScore,
      extractedData: {
        documentFaceScore: documentFace?.score ?? null,
        documentFaceCoverage: documentFace?.coverage ?? null,
        selfieFaceScore: selfieFace?.score ?? null,
        selfieFaceCoverage: selfieFace?.coverage ?? null,
        documentHashes,
        selfieHashes,
        ...(identity ? { identity } : {}),
      },
      createdAt: now,
      verifiedAt: null,
    });
  } catch (error) {
    // Two submissions at once: the one-pending-per-person index keeps the second out.
    if (isUniqueViolation(error)) throw new AppError('INVALID_STATE', KYC_SUBMIT_MESSAGES.alreadyPending);
    throw error;
  }

  const base = {
    documentId,
    verificationScore: decision.verificationScore,
    biometricMatchScore: decision.biometricMatchScore,
  };
  if (decision.outcome === 'rejected') {
    await notifyOfDecision(deps, userId, false, null);
    return {
      ...base,
      verified: false,
      status: 'rejected',
      message: KYC_SUBMIT_MESSAGES.rejected,
      riskLevel: 'HIGH',
      verificationIssues: decision.verificationIssues,
    };
  }
  if (!identity) {
    return {
      ...base,
      verified: false,
      status: 'pending',
      message: KYC_SUBMIT_MESSAGES.pending,
      riskLevel: decision.riskLevel,
      verificationIssues: decision.verificationIssues,
    };
  }
  const step = await runIdentityCheck(deps, { id: documentId, userId, documentNumber, selfieImageId: selfieImageId!, identity });
  const issues = step.issue ? [...decision.verificationIssues, step.issue] : decision.verificationIssues;
  switch (step.close) {
    case 'verified':
      return {
        ...base,
        verified: true,
        status: 'verified',
        message: KYC_SUBMIT_MESSAGES.verified,
        riskLevel: 'LOW',
        verificationIssues: issues,
      };
    case 'rejected':
      return { ...base, verified: false, status: 'rejected', message: step.reason, riskLevel: 'HIGH', verificationIssues: issues };
    case 'review':
      return {
        ...base,
        verified: false,
        status: 'pending',
        message: KYC_SUBMIT_MESSAGES.pending,
        riskLevel: 'MEDIUM',
        verificationIssues: issues,
      };
    case 'wait':
      return {
        ...base,
        verified: false,
        status: 'pending',
        message: KYC_SUBMIT_MESSAGES.awaitingProvider,
        riskLevel: 'MEDIUM',
        verificationIssues: issues,
      };
    default: {
      const never: never = step;
      return never;
    }
  }
}

function isHashes(value: unknown): value is ImageHashes {
  const v = value as Partial<ImageHashes> | null;
  return typeof v?.dHash === 'string' && typeof v.aHash === 'string' && typeof v.mirrored === 'string';
}
