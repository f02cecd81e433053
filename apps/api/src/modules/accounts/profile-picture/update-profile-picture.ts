import { AppError } from '../../../errors';
import { authedProcedure } from '../../../trpc/init';
import { decodeImageDataUrl, PROFILE_IMAGE_MESSAGES, reencodeProfileImage } from './profile-image';
import { saveProfileImage } from './profile-image-repository';
import { ZUpdateProfilePictureRequestSchema, ZUpdateProfilePictureResponseSchema } from './update-profile-picture.types';

export const updateProfilePictureProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/profile/picture',
      tags: ['accounts'],
      summary: 'Set my profile picture from an image data URL (≤ 5 MB; re-encoded to 512×512 WebP, served from this origin)',
    },
  })
  .input(ZUpdateProfilePictureRequestSchema)
  .output(ZUpdateProfilePictureResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const decoded = decodeImageDataUrl(input.profileImageUrl);
    if (!decoded.ok) throw new AppError('VALIDATION_FAILED', decoded.message, { field: 'profileImageUrl' });
    const image = await reencodeProfileImage(decoded.bytes);
    if (!image) throw new AppError('VALIDATION_FAILED', PROFILE_IMAGE_MESSAGES.unreadable, { field: 'profileImageUrl' });
    const url = `/api/profile-images/${ctx.userId}?v=${image.etag}`;
    await saveProfileImage(ctx.deps.db, ctx.userId, image, url, ctx.deps.now());
    return { profileImageUrl: url, message: 'Profile picture updated' };
  });
