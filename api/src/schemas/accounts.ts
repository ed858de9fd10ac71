// Request schemas of the accounts routes (registration, passwords, general info, deletion). Rules
// that need the database or compare fields (unique email, existing country, confirmation, the old
// password) are the routes' `formValidation` rules; these schemas say what the fields look like.
import { z } from 'zod';
import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  GeneralInfoRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../contract';
import { customRule } from '../lib/form-validation';
import { newPasswordSchema } from '../lib/password-rules';
import type { Assert } from './type-check';

/** A body that is not a JSON object counts as an empty one, so each field reports "required". */
export const objectOrEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

export const emailSchema = z.string().trim().max(255).pipe(z.email());

/** Laravel's `accepted`: yes, on, 1, true (a checkbox sent by a form or as JSON). */
export function isAccepted(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['yes', 'on', '1', 'true'].includes(value.toLowerCase()));
}

export const ROLES = ['buyer', 'seller', 'universal'] as const;
export const roleSchema = z.enum(ROLES);
/** First and last names: at most 64 characters (spec §5), blank counts as missing. */
export const personNameSchema = z.string().trim().min(1).max(64);
/** An ISO 3166-1 alpha-2 code; whether it exists is a rule of the route (the countries table). */
export const countryCodeSchema = z
  .string()
  .trim()
  .min(1)
  .transform((code) => code.toUpperCase());

const registerFields = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  // Compared with `password` by the route (Laravel's `confirmed`: the error is shown under password).
  password_confirmation: z.string().nullish(),
  terms: z.unknown().refine(isAccepted, customRule('accounts.accepted')),
});
export const registerBodySchema = z.preprocess(objectOrEmpty, registerFields);

const generalInfoFields = z.object({
  role: roleSchema,
  name: personNameSchema,
  last_name: personNameSchema,
  country_code: countryCodeSchema,
});
export const generalInfoBodySchema = z.preprocess(objectOrEmpty, generalInfoFields);

const forgotPasswordFields = z.object({ email: emailSchema });
export const forgotPasswordBodySchema = z.preprocess(objectOrEmpty, forgotPasswordFields);

const resetPasswordFields = z.object({
  // Our tokens are 43 characters; the bound only keeps junk from being hashed at length.
  token: z.string().trim().min(1).max(255),
  email: emailSchema,
  password: newPasswordSchema,
  password_confirmation: z.string().nullish(),
});
export const resetPasswordBodySchema = z.preprocess(objectOrEmpty, resetPasswordFields);

const changePasswordFields = z.object({
  old_password: z.string().min(1),
  password: newPasswordSchema,
  // Required here (spec §5 "password_confirmation is required"), and compared with `password`.
  password_confirmation: z.string().min(1),
});
export const changePasswordBodySchema = z.preprocess(objectOrEmpty, changePasswordFields);

const deleteAccountFields = z.object({
  // The account's password; an account without one (social sign-up) confirms with its email instead.
  password: z.string().nullish(),
  email: z.string().trim().nullish(),
});
export const deleteAccountBodySchema = z.preprocess(objectOrEmpty, deleteAccountFields);

/** What the clients send (the contract's request types) must be accepted as it is. */
export type _RequestsAccepted = Assert<
  [
    RegisterRequest extends z.input<typeof registerFields> ? true : false,
    GeneralInfoRequest extends z.input<typeof generalInfoFields> ? true : false,
    ForgotPasswordRequest extends z.input<typeof forgotPasswordFields> ? true : false,
    ResetPasswordRequest extends z.input<typeof resetPasswordFields> ? true : false,
    ChangePasswordRequest extends z.input<typeof changePasswordFields> ? true : false,
    DeleteAccountRequest extends z.input<typeof deleteAccountFields> ? true : false,
  ] extends [true, true, true, true, true, true]
    ? true
    : false
>;

/** `{ message }` answers (reset link sent, password changed, …). */
export const messageSchema = z.object({ message: z.string() });
