// The accounts contract (issue #4): registration, verification, password reset and change, profile,
// deletion, social sign-in. Paths are listed in ACCOUNT_PATHS (paths.ts) so the clients and the API
// tests name them once. Rules that need the database or compare fields (unique email, existing
// country, the confirmation, the old password, the list of common passwords) are the API's; these
// schemas say what the fields look like.
import { z } from './zod';
import { ABOUT_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants';
import { contractRule, formBoolean, isAccepted, requestBody } from './body';
import { emailSchema, notificationSettingsSchema, roleSchema, type NotificationSettings } from './api';
import { idField, rangeBound } from './columns';
import { ALERT_MAX_CATEGORIES, ALERT_RANGE_FIELDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AlertRangeField } from './account-limits';

/** First and last names (spec §5), blank counts as missing. */
export const personNameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);
/** An ISO 3166-1 alpha-2 code, upper-cased; whether it exists is a rule of the API (the countries table). */
export const countryCodeSchema = z
  .string()
  .trim()
  .min(1)
  .transform((code) => code.toUpperCase());
/** A new password: not trimmed (spaces are characters like any other). */
export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/**
 * Compared with `password` by the API; a mismatch is reported under `password_confirmation`. Left out,
 * it reads as '' (so the answer is "do not match", as Laravel's `confirmed` says).
 */
const passwordConfirmationSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const registerFieldsSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  password_confirmation: passwordConfirmationSchema,
  /** Must be accepted (true, or a form's 'on'/'1'/'yes'). */
  terms: z
    .unknown()
    .refine(isAccepted, contractRule('accounts.accepted'))
    .transform((): boolean => true),
});
/** `POST /api/register` → 201 `RegisterResponse`; the new user is logged in (unverified). */
export const registerRequestSchema = requestBody(registerFieldsSchema);
export type RegisterRequest = z.infer<typeof registerFieldsSchema>;

export const registerResponseSchema = z.object({ id: z.number().int() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const generalInfoFieldsSchema = z.object({
  role: roleSchema,
  name: personNameSchema,
  last_name: personNameSchema,
  country_code: countryCodeSchema,
});
/** `POST /api/user/general-info` → `User` */
export const generalInfoRequestSchema = requestBody(generalInfoFieldsSchema);
export type GeneralInfoRequest = z.infer<typeof generalInfoFieldsSchema>;

export const forgotPasswordFieldsSchema = z.object({ email: emailSchema });
/** `POST /api/forgot-password` → 200 `{ message }` whether or not the email exists. */
export const forgotPasswordRequestSchema = requestBody(forgotPasswordFieldsSchema);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordFieldsSchema>;

/** Our tokens are 43 characters; the bound only keeps junk from being hashed at length. */
const resetTokenSchema = z.string().trim().min(1).max(255);

export const resetPasswordFieldsSchema = z.object({
  token: resetTokenSchema,
  email: emailSchema,
  password: newPasswordSchema,
  password_confirmation: passwordConfirmationSchema,
});
/** `POST /api/reset-password` → 200 `{ message }`; every session of the user is ended. */
export const resetPasswordRequestSchema = requestBody(resetPasswordFieldsSchema);
export type ResetPasswordRequest = z.infer<typeof resetPasswordFieldsSchema>;

/** `GET /api/reset-password/{token}?email=`: the path's token and the link's email. */
export const resetTokenCheckParamsSchema = z.object({ token: z.string().max(255) });
export const resetTokenCheckQuerySchema = z.object({ email: z.string().max(255).optional() });
/** 200 `{ valid }`: false for an unknown, used or expired link, or one for another email. */
export const resetTokenCheckResponseSchema = z.object({ valid: z.boolean() });
export type ResetTokenCheckResponse = z.infer<typeof resetTokenCheckResponseSchema>;

export const changePasswordFieldsSchema = z.object({
  old_password: z.string().min(1),
  password: newPasswordSchema,
  // Required here (spec §5 "password_confirmation is required"), and compared with `password`.
  password_confirmation: z.string().min(1),
});
/** `POST /api/change-password` → 200 `{ message }`; other sessions ended. */
export const changePasswordRequestSchema = requestBody(changePasswordFieldsSchema);
export type ChangePasswordRequest = z.infer<typeof changePasswordFieldsSchema>;

export const deleteAccountFieldsSchema = z.object({
  // The account's password; an account without one (social sign-up) confirms with its email instead.
  password: z.string().nullish(),
  email: z.string().trim().nullish(),
});
/**
 * `POST /api/delete-account` → 204; every session ends and a fresh guest session starts. The account's
 * password confirms; an account without one (made through a social sign-in, `User.has_password`
 * false) confirms by typing its email address instead.
 */
export const deleteAccountRequestSchema = requestBody(deleteAccountFieldsSchema);
export type DeleteAccountRequest = z.infer<typeof deleteAccountFieldsSchema>;

/**
 * A website or social link: an http(s) URL or a bare domain with an optional path
 * (`shop.example.com/about`), stored as typed (trimmed); the client shows a scheme-less one with
 * https://. Any other scheme (javascript:, data:, …) is refused.
 */
const LINK_PATTERN = /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu;

export function isLink(value: string): boolean {
  return LINK_PATTERN.test(value);
}

/** A link field: empty removes it (null), left out keeps it. */
const linkSchema = z
  .string()
  .trim()
  .max(255)
  .refine((value) => value === '' || isLink(value), contractRule('validation.url'))
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** `delete_file`: 0 or 1, as a number (JSON) or a string (multipart, form); booleans too. */
const deleteFileSchema = z
  .preprocess((value) => (value === 1 || value === 0 ? value === 1 : value), formBoolean)
  .transform((remove): 0 | 1 => (remove ? 1 : 0));

/** The About me form of `POST /api/users/{id}` (the API adds the multipart `file`). */
export const profileFieldsSchema = z.object({
  role: roleSchema,
  name: personNameSchema,
  last_name: personNameSchema,
  country_code: countryCodeSchema,
  // Required (the spec marks the description required).
  about: z.string().trim().min(1).max(ABOUT_MAX_LENGTH),
  website: linkSchema,
  facebook: linkSchema,
  twitter: linkSchema,
  instagram: linkSchema,
  pinterest: linkSchema,
  delete_file: deleteFileSchema.optional(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

function boundedRangeSchema(field: AlertRangeField) {
  const bound = rangeBound(field).nullable();
  return z.object({ min: bound, max: bound }).refine((range) => range.min === null || range.max === null || range.min <= range.max, {
    ...contractRule('accounts.range_order'),
    path: ['max'],
  });
}

const boundedRanges = Object.fromEntries(ALERT_RANGE_FIELDS.map((field) => [field, boundedRangeSchema(field)])) as Record<
  AlertRangeField,
  ReturnType<typeof boundedRangeSchema>
>;

/**
 * The whole settings object as the panel sends it: the stored shape with the alert ranges bounded;
 * whether the category ids exist is a rule of the API.
 */
export const notificationSettingsInputSchema = notificationSettingsSchema.extend({
  new_listing_alert_settings: z.object({
    ...boundedRanges,
    category_ids: z.array(idField()).max(ALERT_MAX_CATEGORIES),
  }),
});

/** The settings form of `POST /api/users/{id}`: `notification_settings` alone. */
export const settingsFieldsSchema = z.object({ notification_settings: notificationSettingsInputSchema });

/**
 * `POST /api/users/{id}` (JSON or multipart) → `User`. Profile fields, or `notification_settings`
 * alone. Multipart: `file` (JPEG/PNG) and `delete_file` ('0' | '1').
 */
export type UpdateUserRequest = Partial<ProfileFields> & { notification_settings?: NotificationSettings };

/**
 * `GET /api/users/{id}/profile`: only what any logged-in user may see of another. The one schema of
 * another person's public fields: a dialog's opponent is this, without the count and `deleted`, and
 * nullable while masked (`dialogOpponentSchema`).
 */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_thumb: z.string().nullable(),
  avatar_thumb_64: z.string().nullable(),
  about: z.string().nullable(),
  country_code: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  created_at: z.string(),
  total_listings_count: z.number().int(),
  /** True for a deleted account (shown as a deleted user). */
  deleted: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** `GET /api/auth/providers`: the configured social sign-in, or null (the option is hidden). */
export const authProvidersResponseSchema = z.object({ oidc: z.object({ name: z.string() }).nullable() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/**
 * `GET /api/auth/oidc/redirect?intent=&locale=`: a full-page navigation, so a bad value falls back
 * to the default instead of answering a JSON 422 the visitor would see as a blank page.
 */
export const oidcRedirectQuerySchema = z.object({
  intent: z.enum(['login', 'register']).catch('login'),
  locale: z.enum(['en', 'de']).catch('en'),
});
