import { describe, expect, it } from 'vitest';
import { outcomeOfJobStatus, outcomeOfResult } from './transform';

const passed = { Verify_ID_Number: 'Verified', Selfie_To_ID_Authority_Compare: 'Passed' };

describe('Smile ID result codes', () => {
  it('verifies an exact match only when the ID number verified and the selfie passed', () => {
    expect(outcomeOfResult({ ResultCode: '1020', ResultText: 'Exact Match', Actions: passed }).status).toBe('verified');
    expect(
      outcomeOfResult({ ResultCode: '1020', ResultText: 'Exact Match', Actions: { ...passed, Verify_ID_Number: 'Not Verified' } }).status,
    ).toBe('review');
  });

  it('rejects no match, an unknown number and a bad format; a failed selfie compare is a no match whatever the code', () => {
    expect(outcomeOfResult({ ResultCode: '1022', ResultText: 'No Match' })).toMatchObject({ status: 'rejected', reason: 'no-match' });
    expect(outcomeOfResult({ ResultCode: '1013', ResultText: 'Unable to Validate ID' })).toMatchObject({
      status: 'rejected',
      reason: 'not-found',
    });
    expect(outcomeOfResult({ ResultCode: '1023', ResultText: 'Not Found' })).toMatchObject({ status: 'rejected', reason: 'not-found' });
    expect(outcomeOfResult({ ResultCode: '1014', ResultText: 'Unsupported ID number format' })).toMatchObject({ reason: 'invalid-number' });
    expect(
      outcomeOfResult({ ResultCode: '1020', ResultText: 'x', Actions: { ...passed, Selfie_To_ID_Authority_Compare: 'Failed' } }),
    ).toMatchObject({
      status: 'rejected',
      reason: 'no-match',
    });
  });

  it('sends a partial match or an unknown code to a reviewer, and waits on an unavailable ID authority or an incomplete job', () => {
    expect(outcomeOfResult({ ResultCode: '1021', ResultText: 'Partial Match' }).status).toBe('review');
    expect(outcomeOfResult({ ResultCode: '0001', ResultText: 'Selfie image unusable' }).status).toBe('review');
    expect(outcomeOfResult({ ResultCode: '1015', ResultText: 'Queried Database Unavailable' }).status).toBe('pending');
    expect(outcomeOfJobStatus({ timestamp: '', signature: '', job_complete: false, job_success: false, result: 'incomplete' }).status).toBe(
      'pending',
    );
  });
});
