/** What an outgoing payment was for; `fees` is also where every fee the person paid is counted. */
export const PAYMENT_CATEGORIES = [
  'food',
  'transport',
  'rent_and_utilities',
  'airtime_and_data',
  'family_and_friends',
  'shopping',
  'fees',
  'other',
] as const;

export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/** What a suggestion reads: the payment's message and who was paid. */
export interface CategoryClues {
  message: string | null;
  counterparty: string | null;
  /** A transfer out to one of the person's own linked accounts: their money, still theirs. */
  ownAccount?: boolean;
  /** The counterparty's last name is the payer's: family, most often. */
  sameFamilyName?: boolean;
}

/**
 * Word rules, first match wins: each names the words a Ghanaian payment message uses for it
 * ("chop money", "trotro", "ECG", "light bill", "MTN bundle"). Whole words only, any case.
 */
const RULES: ReadonlyArray<{ category: PaymentCategory; words: readonly string[] }> = [
  {
    category: 'rent_and_utilities',
    words: [
      'rent',
      'landlord',
      'ecg',
      'light bill',
      'electricity',
      'prepaid',
      'water bill',
      'gwcl',
      'utility',
      'utilities',
      'dstv',
      'gotv',
    ],
  },
  { category: 'airtime_and_data', words: ['airtime', 'data', 'bundle', 'credit', 'top up', 'topup', 'recharge', 'internet', 'wifi'] },
  {
    category: 'transport',
    words: ['trotro', 'taxi', 'uber', 'bolt', 'yango', 'okada', 'fuel', 'petrol', 'diesel', 'transport', 'fare', 'bus', 'vip', 'stc'],
  },
  {
    category: 'food',
    words: [
      'food',
      'chop',
      'lunch',
      'dinner',
      'breakfast',
      'waakye',
      'kenkey',
      'banku',
      'jollof',
      'fufu',
      'kelewele',
      'restaurant',
      'groceries',
      'market',
      'drinks',
    ],
  },
  {
    category: 'shopping',
    words: ['shop', 'shopping', 'clothes', 'dress', 'shoes', 'jumia', 'tonaton', 'melcom', 'mall', 'phone', 'laptop'],
  },
  {
    category: 'family_and_friends',
    words: [
      'mum',
      'mom',
      'mother',
      'dad',
      'father',
      'maame',
      'papa',
      'sister',
      'brother',
      'auntie',
      'aunty',
      'uncle',
      'family',
      'gift',
      'birthday',
      'wedding',
      'funeral',
      'school fees',
      'pocket money',
      'upkeep',
    ],
  },
];

const MATCHERS = RULES.map((rule) => ({
  category: rule.category,
  pattern: new RegExp(`(^|[^a-z0-9])(${rule.words.map((w) => w.replace(/ /g, '\\s+')).join('|')})($|[^a-z0-9])`, 'i'),
}));

/**
 * The category an outgoing payment most likely belongs to: the message's words first, then the
 * counterparty's name (a shop or a utility often says what it is), then who it went to (one's own
 * account: other; someone with one's family name: family and friends), else other.
 */
export function suggestCategory(clues: CategoryClues): PaymentCategory {
  for (const text of [clues.message, clues.counterparty]) {
    if (!text) continue;
    const hit = MATCHERS.find((m) => m.pattern.test(text));
    if (hit) return hit.category;
  }
  if (clues.ownAccount) return 'other';
  if (clues.sameFamilyName) return 'family_and_friends';
  return 'other';
}
