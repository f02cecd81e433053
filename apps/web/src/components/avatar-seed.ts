/** The spec's fallback seeds: the user id, else "unknown" (an id-less person) — never a random value. */
export function avatarSeed(userId: string | null | undefined): string {
  const id = userId?.trim();
  return id ? id : 'unknown';
}
