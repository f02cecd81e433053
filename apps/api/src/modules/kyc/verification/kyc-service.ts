import { documentNumberProblem, normalizeDocumentNumber, type KycDocumentType } from '@ghanapay/validators';
import { isUniqueViolation } from '@ghanapay/db';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { notifyUser } from '../../notify';
import { descriptorDistance, findFaces } from '../faces/face-model';
import { findRole } from '../images/kyc-image-repository';
import { kycImageIdOf, loadOwnKycImage } from '../images/kyc-image-service';
import { toKycDocumentDto } from '../kyc-dto';
import { findTierOf, hasPendingDocument, insertDocument, listDocumentsOf, numberVerifiedForAnother, raiseTier } from '../kyc-repository';
import { decideKyc } from './kyc-decision';

const KYC_SUBMIT_MESSAGES = {
  imageNotFound: 'Please upload your document photo and your selfie again',
  alreadyPending: 'Your documents are already under review. We will notify you when it is complete.',
  alreadyVerified: 'Your identity is already verified',
  verified: 'Your identity has been verified',
  pending: 'Your documents have been submitted for review. You will be notified when it is complete.',
  rejected: 'We could not verify your identity from these photos. Please try again with a clear photo of your document and your face.',
} as const;

export async function getKycStatus(deps: AppDeps, userId: string) {
  const [docs, user, role] = await Promise.all([listDocumentsOf(deps.db, userId), findTierOf(deps.db, userId), findRole(deps.db, userId)]);
  return {
    isVerified: docs.some((d) => d.verificationStatus === 'verified'),
    kycTier: (user?.kycTier ?? 'minimum') as 'minimum' | 'medium' | 'enhanced',
    canReview: role === 'reviewer',
    documents: docs.map(toKycDocumentDto),
  };
}

export interface SubmitDocumentCommand {
  documentType: KycDocumentType;
  documentNumber: string;
  documentImageUrl: string;
  selfieImageUrl: string;
}

/**
 * Checks a submission for real: the number's format, a face on each photo, how alike the two faces
 * are; then the rules verify, reject, or leave it for a reviewer (see kyc-decision.ts).
 */
export async function submitDocument(deps: AppDeps, userId: string, cmd: SubmitDocumentCommand) {
  const problem = documentNumberProblem(cmd.documentType, cmd.documentNumber);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'documentNumber' });
  const status = await getKycStatus(deps, userId);
  if (status.isVerified) throw new AppError('INVALID_STATE', KYC_SUBMIT_MESSAGES.alreadyVerified);
  if (await hasPendingDocument(deps.db, userId)) throw new AppError('INVALID_STATE', KYC_SUBMIT_MESSAGES.alreadyPending);

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

  const documentNumber = normalizeDocumentNumber(cmd.documentType, cmd.documentNumber);
  const documentFaces = await findFaces(documentImage);
  const selfieFaces = await findFaces(selfieImage);
  const documentFace = documentFaces[0];
  const selfieFace = selfieFaces[0];
  const decision = decideKyc({
    documentType: cmd.documentType,
    numberValid: true,
    numberInUseByAnother: await numberVerifiedForAnother(deps.db, userId, cmd.documentType, documentNumber),
    facesOnDocument: documentFaces.length,
    facesOnSelfie: selfieFaces.length,
    faceDistance: documentFace && selfieFace ? descriptorDistance(documentFace.descriptor, selfieFace.descriptor) : null,
  });

  const now = deps.now();
  let documentId: string;
  try {
    documentId = await deps.db.transaction().execute(async (trx) => {
      const id = await insertDocument(trx, {
        userId,
        documentType: cmd.documentType,
        documentNumber,
        documentImageId: documentImageId!,
        selfieImageId: selfieImageId!,
        documentImageUrl: cmd.documentImageUrl,
        selfieImageUrl: cmd.selfieImageUrl,
        verificationStatus: decision.outcome,
        verificationScore: decision.verificationScore,
        riskLevel: decision.riskLevel,
        verificationIssues: decision.verificationIssues,
        biometricMatchScore: decision.biometricMatchScore,
        extractedData: {
          documentFaceScore: documentFace?.score ?? null,
          selfieFaceScore: selfieFace?.score ?? null,
          selfieFaceCoverage: selfieFace?.coverage ?? null,
        },
        createdAt: now,
        verifiedAt: decision.outcome === 'verified' ? now : null,
      });
      if (decision.outcome === 'verified') await raiseTier(trx, userId, 'medium', now);
      return id;
    });
  } catch (error) {
    // Two submissions at once: the one-pending-per-person index keeps the second out.
    if (isUniqueViolation(error)) throw new AppError('INVALID_STATE', KYC_SUBMIT_MESSAGES.alreadyPending);
    throw error;
  }
  if (decision.outcome !== 'pending') await notifyOfDecision(deps, userId, decision.outcome === 'verified', null);
  return {
    verified: decision.outcome === 'verified',
    status: decision.outcome,
    documentId,
    message: KYC_SUBMIT_MESSAGES[decision.outcome],
    verificationScore: decision.verificationScore,
    riskLevel: decision.riskLevel,
    biometricMatchScore: decision.biometricMatchScore,
    verificationIssues: decision.verificationIssues,
  };
}

/** Tells the person the outcome through their chosen channels (best effort). */
export async function notifyOfDecision(deps: AppDeps, userId: string, verified: boolean, reason: string | null): Promise<void> {
  const text = verified
    ? 'GhanaPay: your identity is verified. Your higher transaction limits apply now.'
    : `GhanaPay: we could not verify your identity${reason ? `: ${reason}` : ''}. You can submit your documents again in the app.`;
  await notifyUser(deps, userId, 'security', { subject: verified ? 'Identity verified' : 'Identity verification failed', text }).catch(
    () => {},
  );
}
