import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findProofOfWorkNumber, proofOfWorkChallengeOf, sendWithProofOfWork, type ProofOfWorkChallenge } from './proof-of-work';

/** A challenge as the API's ALTCHA makes it: SHA-256 of salt + a secret number. */
function challengeFor(secret: number, maxnumber = 3000): ProofOfWorkChallenge {
  const salt = 'a1b2c3d4e5f6?expires=1900000000&purpose=signup-code&';
  return {
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update(`${salt}${secret}`).digest('hex'),
    maxnumber,
    salt,
    signature: 'signed-by-the-server',
  };
}

/** The error the tRPC client raises for the API's 428. */
const askedForWork = (challenge: ProofOfWorkChallenge) =>
  Object.assign(new Error('Checking your connection…'), { data: { appCode: 'PROOF_OF_WORK_REQUIRED', httpStatus: 428, challenge } });

describe('the proof-of-work solver', () => {
  it('finds the number with SubtleCrypto SHA-256', async () => {
    expect(await findProofOfWorkNumber(challengeFor(2345))).toBe(2345);
    expect(await findProofOfWorkNumber(challengeFor(0))).toBe(0);
  });

  it('gives null when no number below maxnumber fits', async () => {
    expect(await findProofOfWorkNumber({ ...challengeFor(900, 1000), maxnumber: 500 })).toBeNull();
  });

  it('reads the challenge only from a proof-of-work answer', () => {
    const challenge = challengeFor(1);
    expect(proofOfWorkChallengeOf(askedForWork(challenge))).toEqual(challenge);
    expect(proofOfWorkChallengeOf(Object.assign(new Error('x'), { data: { appCode: 'RATE_LIMITED', challenge } }))).toBeNull();
    expect(proofOfWorkChallengeOf(askedForWork({ ...challenge, salt: 5 as unknown as string }))).toBeNull();
    expect(proofOfWorkChallengeOf(null)).toBeNull();
  });
});

describe('sendWithProofOfWork (the sign-up screen behind a shared address)', () => {
  it('on a 428 solves the challenge while showing "checking", then sends again with the solution', async () => {
    const challenge = challengeFor(1234);
    const sent: (string | undefined)[] = [];
    const checking: boolean[] = [];
    const result = await sendWithProofOfWork(
      async (altcha) => {
        sent.push(altcha);
        if (!altcha) throw askedForWork(challenge);
        return { message: 'Verification code sent' };
      },
      (state) => checking.push(state),
    );
    expect(result).toEqual({ message: 'Verification code sent' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeUndefined();
    expect(JSON.parse(atob(sent[1]!))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1234,
      salt: challenge.salt,
      signature: 'signed-by-the-server',
    });
    expect(checking).toEqual([true, false]);
  });

  it('passes any other error through untouched, and gives up after two challenges in a row', async () => {
    const refused = Object.assign(new Error('Too many codes requested.'), { data: { appCode: 'RATE_LIMITED' } });
    await expect(
      sendWithProofOfWork(
        () => Promise.reject(refused),
        () => {},
      ),
    ).rejects.toBe(refused);
    let calls = 0;
    const always = askedForWork(challengeFor(7));
    await expect(
      sendWithProofOfWork(
        () => {
          calls++;
          return Promise.reject(always);
        },
        () => {},
      ),
    ).rejects.toBe(always);
    expect(calls).toBe(3);
  });
});
