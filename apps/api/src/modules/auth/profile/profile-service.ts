import { isUniqueViolation } from '@ghanapay/db';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { loadPublicUser } from '../public-user';
import { TAKEN_MESSAGES } from '../sign-up/registration-service';
import { updateUserProfileField } from '../user-repository';

type ProfileField = { firstName?: string; lastName?: string; username?: string; email?: string };

/** Changes one field; a taken username or e-mail is a 409 with the sign-up's words; a new e-mail must be proved again. */
export async function updateProfile(deps: AppDeps, userId: string, input: ProfileField) {
  const [field, value] = Object.entries(input).find(([, v]) => v !== undefined) as [keyof ProfileField, string];
  try {
    await updateUserProfileField(deps.db, userId, field, value, deps.now());
  } catch (error) {
    if (isUniqueViolation(error) && (field === 'username' || field === 'email'))
      throw new AppError('ALREADY_EXISTS', TAKEN_MESSAGES[field]);
    throw error;
  }
  const user = await loadPublicUser(deps.db, userId);
  return {
    ...user,
    message: field === 'email' ? 'Profile updated. Enter the code we send to your new email to verify it.' : 'Profile updated',
  };
}
