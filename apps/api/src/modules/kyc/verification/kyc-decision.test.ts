import { describe, expect, it } from 'vitest';
import { decideKyc, type KycFindings } from './kyc-decision';

const clean: KycFindings = {
  documentType: 'GHANA_CARD',
  numberValid: true,
  numberInUseByAnother: false,
  facesOnDocument: 1,
  facesOnSelfie: 1,
  faceDistance: 0.3,
};

describe('the rules’ decision on a submission', () => {
  it('verifies a Ghana Card whose face matches the selfie', () => {
    expect(decideKyc(clean)).toEqual({
      outcome: 'verified',
      verificationScore: 85,
      riskLevel: 'LOW',
      biometricMatchScore: 0.7,
      verificationIssues: [],
    });
  });

  it('sends a passport, a licence or a weak match to a reviewer', () => {
    expect(decideKyc({ ...clean, documentType: 'PASSPORT' })).toMatchObject({
      outcome: 'pending',
      verificationIssues: ['NUMBER_NOT_CHECKABLE'],
    });
    expect(decideKyc({ ...clean, documentType: 'DRIVERS_LICENSE' }).outcome).toBe('pending');
    expect(decideKyc({ ...clean, faceDistance: 0.55 })).toMatchObject({
      outcome: 'pending',
      riskLevel: 'MEDIUM',
      verificationIssues: ['WEAK_FACE_MATCH'],
    });
    expect(decideKyc({ ...clean, facesOnSelfie: 2 }).verificationIssues).toContain('SEVERAL_FACES_ON_SELFIE');
  });

  it('rejects two different people, a missing face and a number already verified for someone else', () => {
    expect(decideKyc({ ...clean, faceDistance: 0.9 })).toMatchObject({ outcome: 'rejected', riskLevel: 'HIGH', biometricMatchScore: 0.1 });
    expect(decideKyc({ ...clean, facesOnDocument: 0, faceDistance: null })).toMatchObject({
      outcome: 'rejected',
      biometricMatchScore: null,
      verificationIssues: ['NO_FACE_ON_DOCUMENT'],
    });
    expect(decideKyc({ ...clean, facesOnSelfie: 0, faceDistance: null }).outcome).toBe('rejected');
    expect(decideKyc({ ...clean, numberInUseByAnother: true }).verificationIssues).toEqual(['DOCUMENT_NUMBER_IN_USE']);
  });
});
