/** The spec's fallback seeds: the user id, else "unknown" (an id-less person) — never a random value. */
export function avatarSeed(userId: string | null | undefined): string {
  const id = userId?.trim();
  return id ? id : 'unknown';
}

/** The generated cartoon for a seed, drawn by the API (DiceBear "adventurer") and cached for a year. */
export function cartoonAvatarUrl(seed: string): string {
  return `/api/avatars/${encodeURIComponent(seed)}.svg`;
}
