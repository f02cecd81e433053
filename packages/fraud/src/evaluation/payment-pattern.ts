import type { PaymentDraft } from './payment-draft';
import type { SeededRandom } from './seeded-random';

/** One family of payments in the evaluation set, with how often it occurs among its label. */
export interface PaymentPattern {
  family: string;
  weight: number;
  draft: (rng: SeededRandom) => PaymentDraft;
}
