import { z } from 'zod';
import { PROFILE_IMAGE_MESSAGES } from './profile-image';

export const ZUpdateProfilePictureRequestSchema = z
  .object({
    /** The picture as a data URL ("data:image/jpeg;base64,…"), at most 5 MB decoded. */
    profileImageUrl: z.string({ error: PROFILE_IMAGE_MESSAGES.notImage }).max(7_100_000, PROFILE_IMAGE_MESSAGES.tooLarge),
  })
  .strict();

export const ZUpdateProfilePictureResponseSchema = z.object({
  /** Where the re-encoded picture is served from, on the app's own origin. */
  profileImageUrl: z.string(),
  message: z.string(),
});

export type TUpdateProfilePictureRequest = z.input<typeof ZUpdateProfilePictureRequestSchema>;
