// The password rules of every form that sets a password (registration, reset, change): length only
// (NIST SP 800-63B: 8 to 128 characters, no composition rules) plus the list of common passwords.
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { customRule } from './form-validation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-constants';

/** A new password: not trimmed (spaces are characters like any other). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => !isCommonPassword(password), customRule('accounts.password_common'));
