import type { PaymentFeatures } from '../payment-features';
import { FRAUD_PATTERNS } from './fraud-patterns';
import { NORMAL_PATTERNS } from './normal-patterns';
import { toFeatures } from './payment-draft';
import type { PaymentPattern } from './payment-pattern';
import { SeededRandom } from './seeded-random';

export interface LabelledPayment {
  id: number;
  family: string;
  isFraud: boolean;
  features: PaymentFeatures;
}

export interface DatasetOptions {
  seed: number;
  size: number;
  /** Share of fraudulent cases; real traffic has far fewer, but the rates we report are per label. */
  fraudShare: number;
}

const DEFAULT_DATASET_OPTIONS: DatasetOptions = { seed: 20_250_101, size: 4_000, fraudShare: 0.25 };

/** A labelled set of normal and fraudulent payments, identical for identical options. */
export function generateDataset(options: Partial<DatasetOptions> = {}): LabelledPayment[] {
  const { seed, size, fraudShare } = { ...DEFAULT_DATASET_OPTIONS, ...options };
  const rng = new SeededRandom(seed);
  const cases: LabelledPayment[] = [];
  for (let id = 0; id < size; id += 1) {
    const isFraud = rng.chance(fraudShare);
    const pattern = rng.weighted<PaymentPattern>((isFraud ? FRAUD_PATTERNS : NORMAL_PATTERNS).map((p) => [p.weight, p] as const));
    cases.push({ id, family: pattern.family, isFraud, features: toFeatures(pattern.draft(rng)) });
  }
  return cases;
}
