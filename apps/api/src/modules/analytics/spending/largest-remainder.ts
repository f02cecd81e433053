/**
 * Whole percentages of each share that add up to exactly 100 (Hamilton's largest-remainder method):
 * every share gets its floor, and the points still missing go to the largest remainders (ties to the
 * earlier share). Shares are bigint pesewas so no float ever decides a cent; an all-zero list → zeros.
 */
export function percentagesOf(shares: readonly bigint[]): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0n);
  if (total <= 0n) return shares.map(() => 0);
  const floors = shares.map((share) => (share * 100n) / total);
  const remainders = shares.map((share, i) => ({ i, rest: share * 100n - floors[i]! * total }));
  let missing = 100n - floors.reduce((sum, f) => sum + f, 0n);
  const result = floors.map(Number);
  for (const { i } of remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1))) {
    if (missing <= 0n) break;
    result[i]! += 1;
    missing -= 1n;
  }
  return result;
}
