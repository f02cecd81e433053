import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The account card's fields and their names, apart from the edit dialog (downloaded when it opens).
export type ProfileField = 'firstName' | 'lastName' | 'username' | 'email';

export const FIELD_LABELS: Record<ProfileField, MessageDescriptor> = {
  firstName: msg`First name`,
  lastName: msg`Last name`,
  username: msg`Username`,
  email: msg`Email`,
};

/** "Edit first name", …: the dialog's title and the edit button's name. */
export const EDIT_LABELS: Record<ProfileField, MessageDescriptor> = {
  firstName: msg`Edit first name`,
  lastName: msg`Edit last name`,
  username: msg`Edit username`,
  email: msg`Edit email`,
};
