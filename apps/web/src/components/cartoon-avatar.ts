import * as adventurer from '@dicebear/adventurer';
import { createAvatar } from '@dicebear/core';

// Loaded on demand by UserAvatar: DiceBear renders the cartoon locally (no remote image URL).
export function cartoonAvatarUri(seed: string): string {
  return createAvatar(adventurer, { seed, size: 96 }).toDataUri();
}
