/// <reference lib="webworker" />
import { findProofOfWorkNumber, proofOfWorkPayload, type ProofOfWorkChallenge } from './proof-of-work';

// The search for the number runs here, so the sign-up screen stays responsive while it does.
self.onmessage = async (event: MessageEvent<ProofOfWorkChallenge>) => {
  const number = await findProofOfWorkNumber(event.data);
  self.postMessage(number === null ? null : proofOfWorkPayload(event.data, number));
};
