// `POST /api/users/{id}` (the About me panel, or the notification settings) and
// `GET /api/users/{id}/profile` (what another user may see).
import { z } from 'zod';
import type { NotificationSettings, PublicProfile } from '../contract';
import { customRule } from '../lib/form-validation';
import { readImageHeader, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../lib/images';
import { MAX_UPLOAD_BYTES } from '../plugins/external/multipart';
import { countryCodeSchema, objectOrEmpty, personNameSchema, roleSchema } from './accounts';
import type { Assert, Equals } from './type-check';
import { notificationSettingsSchema } from './user';

/** A file part of a multipart request, read into memory (at most MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** The upload was larger than the limit and was cut off. */
  truncated: boolean;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    Buffer.isBuffer((value as UploadedFile).data) &&
    typeof (value as UploadedFile).truncated === 'boolean'
  );
}

/** A cheap look at the header (magic bytes, dimensions, completeness); decoding comes in the handler. */
function plausibleImage(file: UploadedFile): boolean {
  const header = readImageHeader(file.data);
  return (
    header !== null &&
    header.width > 0 &&
    header.height > 0 &&
    header.width <= MAX_IMAGE_SIDE &&
    header.height <= MAX_IMAGE_SIDE &&
    header.width * header.height <= MAX_IMAGE_PIXELS
  );
}

const fileSchema = z
  .custom<UploadedFile>(isUploadedFile, customRule('accounts.image_invalid'))
  .refine((file) => !file.truncated, customRule('accounts.file_too_large', { max: MAX_UPLOAD_BYTES / 1024 }))
  .refine((file) => file.truncated || plausibleImage(file), customRule('accounts.image_invalid'));

/**
 * A website or social link: an http(s) URL or a bare domain with an optional path
 * (`shop.example.com/about`), stored as typed (trimmed); the client shows a scheme-less one with
 * https://. Any other scheme (javascript:, data:, …) is refused.
 */
const LINK_PATTERN = /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu;

export function isLink(value: string): boolean {
  return LINK_PATTERN.test(value);
}

const linkSchema = z
  .string()
  .trim()
  .max(255)
  .refine((value) => value === '' || isLink(value), customRule('validation.url'))
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** `delete_file`: 0 or 1, as a number (JSON) or a string (multipart); booleans too. */
const deleteFileSchema = z.preprocess(
  (value) => (value === '1' || value === 'true' || value === true ? 1 : value === '0' || value === 'false' || value === false || value === '' ? 0 : value),
  z.union([z.literal(0), z.literal(1)]),
);

const profileFields = z.object({
  kind: z.literal('profile'),
  role: roleSchema,
  name: personNameSchema,
  last_name: personNameSchema,
  country_code: countryCodeSchema,
  // Required (the spec marks the description required), at most 160 characters (spec §5).
  about: z.string().trim().min(1).max(160),
  website: linkSchema,
  facebook: linkSchema,
  twitter: linkSchema,
  instagram: linkSchema,
  pinterest: linkSchema,
  delete_file: deleteFileSchema.optional(),
  file: fileSchema.nullish(),
});

/**
 * Bounds of the new-listing alert ranges (spec §5). The same numbers as the contract's
 * ALERT_RANGE_BOUNDS, which the API cannot import at run time (only types cross from the shared
 * package); schemas/profile.test.ts keeps the two equal.
 */
export const ALERT_BOUNDS = {
  price: [0, 2_147_483_647],
  sales: [0, 2_147_483_647],
  net_profit: [-2_147_483_647, 2_147_483_647],
  profit_margin: [-10_000, 10_000],
  profit_multiply: [0, 10_000],
  age: [0, 150],
} as const;

function rangeSchema([lower, upper]: readonly [number, number]) {
  const bound = z.number().min(lower).max(upper).nullable();
  return z
    .object({ min: bound, max: bound })
    .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
      ...customRule('accounts.range_order'),
      path: ['max'],
    });
}

/**
 * The whole settings object, as the panel sends it: the stored shape (flags as in the user
 * schema) with the alert ranges bounded; category ids are checked by the route.
 */
export const notificationSettingsInputSchema = notificationSettingsSchema.extend({
  new_listing_alert_settings: z.object({
    price: rangeSchema(ALERT_BOUNDS.price),
    sales: rangeSchema(ALERT_BOUNDS.sales),
    net_profit: rangeSchema(ALERT_BOUNDS.net_profit),
    profit_margin: rangeSchema(ALERT_BOUNDS.profit_margin),
    profit_multiply: rangeSchema(ALERT_BOUNDS.profit_multiply),
    age: rangeSchema(ALERT_BOUNDS.age),
    category_ids: z.array(z.number().int().positive()).max(100),
  }),
});

export type _SettingsInputMatchesContract = Assert<
  Equals<z.output<typeof notificationSettingsInputSchema>, NotificationSettings>
>;

const settingsFields = z.object({
  kind: z.literal('settings'),
  notification_settings: notificationSettingsInputSchema,
});

/**
 * Which of the two forms a request is: the settings panel sends `notification_settings` alone; every
 * other request is a profile save. The form is named in `kind`, so each is validated by its own rules.
 */
function withKind(value: unknown): Record<string, unknown> {
  const body = objectOrEmpty(value) as Record<string, unknown>;
  const settings = body.notification_settings;
  return { ...body, kind: settings === undefined || settings === null ? 'profile' : 'settings' };
}

export const updateUserBodySchema = z.preprocess(withKind, z.discriminatedUnion('kind', [profileFields, settingsFields]));
export type UpdateUserBody = z.output<typeof updateUserBodySchema>;
export type ProfileUpdate = z.output<typeof profileFields>;

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
  deleted: z.boolean(),
});

export type _PublicProfileMatchesContract = Assert<Equals<z.output<typeof publicProfileSchema>, PublicProfile>>;
