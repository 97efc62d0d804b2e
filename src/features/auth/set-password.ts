import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** At least 6 characters when setting a password. */
export const MIN_PASSWORD_LENGTH = 6;

export const allFieldsRequiredMessage = msg`All fields are required`;
export const passwordsDoNotMatchMessage = msg`Passwords do not match`;
export const passwordTooShortMessage = msg`Password must be at least 6 characters`;

/** The set-password form's checks, in the order the user meets them; null when the form may be sent. */
export function validateNewPassword(password: string, confirmation: string): MessageDescriptor | null {
  if (!password || !confirmation) return allFieldsRequiredMessage;
  if (password !== confirmation) return passwordsDoNotMatchMessage;
  if (password.length < MIN_PASSWORD_LENGTH) return passwordTooShortMessage;
  return null;
}
