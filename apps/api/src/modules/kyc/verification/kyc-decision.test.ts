import { describe, expect, it } from 'vitest';
import { decideKyc, type KycFindings } from './kyc-decision';

const clean: KycFindings = {
  numberInUseByAnother: false,
  facesOnDocument: 1,
  facesOnSelfie: 1,
  documentFaceCoverage: 0.06,
  faceDistance: 0.3,
};

describe('the local pre-check', () => {
  it('passes a card whose face matches the selfie on to the identity provider (it never verifies alone)', () => {
    expect(decideKyc(clean)).toEqual({
      outcome: 'passed',
      verificationScore: 85,
      riskLevel: 'LOW',
      biometricMatchScore: 0.7,
      verificationIssues: [],
    });
  });

  it('sends the same face twice (too alike), a portrait instead of a card, a weak match and several faces to a reviewer', () => {
    expect(decideKyc({ ...clean, faceDistance: 0 })).toMatchObject({
      outcome: 'review',
      riskLevel: 'MEDIUM',
      biometricMatchScore: 1,
      verificationIssues: ['FACES_TOO_ALIKE'],
    });
    expect(decideKyc({ ...clean, faceDistance: 0.06 }).outcome).toBe('review');
    expect(decideKyc({ ...clean, documentFaceCoverage: 0.24 })).toMatchObject({
      outcome: 'review',
      verificationIssues: ['NO_DOCUMENT_FOUND'],
    });
    expect(decideKyc({ ...clean, faceDistance: 0.55 })).toMatchObject({ outcome: 'review', verificationIssues: ['WEAK_FACE_MATCH'] });
    expect(decideKyc({ ...clean, facesOnSelfie: 2 }).verificationIssues).toContain('SEVERAL_FACES_ON_SELFIE');
  });

  it('rejects two different people, a missing face and a number already verified for someone else', () => {
    expect(decideKyc({ ...clean, faceDistance: 0.9 })).toMatchObject({ outcome: 'rejected', riskLevel: 'HIGH', biometricMatchScore: 0.1 });
    expect(decideKyc({ ...clean, facesOnDocument: 0, documentFaceCoverage: null, faceDistance: null })).toMatchObject({
      outcome: 'rejected',
      biometricMatchScore: null,
      verificationIssues: ['NO_FACE_ON_DOCUMENT'],
    });
    expect(decideKyc({ ...clean, facesOnSelfie: 0, faceDistance: null }).outcome).toBe('rejected');
    expect(decideKyc({ ...clean, numberInUseByAnother: true }).verificationIssues).toEqual(['DOCUMENT_NUMBER_IN_USE']);
  });
});
