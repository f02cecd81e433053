/** Who besides the two parties may see a payment (never its amount: that stays between the parties). */
export const VISIBILITIES = ['public', 'friends', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

const STRICTNESS: Record<Visibility, number> = { public: 0, friends: 1, private: 2 };

/** Each party chooses; the stricter choice applies (the rule relationship-sql.ts enforces in SQL). */
export function effectiveVisibility(sender: Visibility, recipient: Visibility): Visibility {
  return STRICTNESS[sender] >= STRICTNESS[recipient] ? sender : recipient;
}

export function asVisibility(value: string): Visibility {
  return (VISIBILITIES as readonly string[]).includes(value) ? (value as Visibility) : 'private';
}
