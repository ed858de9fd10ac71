import { z } from 'zod';
import type { EmailPreferences, UnsubscribeRequest, UnsubscribeResponse } from '../contract';
import type { Assert, Equals } from './type-check';
import { notificationSettingsSchema } from './user';

/** A body that is not a JSON object counts as an empty one, so each field reports "required". */
const objectOrEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/** The email group of the notification settings: every flag, each a boolean. */
export const emailPreferencesSchema = notificationSettingsSchema.shape.email;
export const emailPreferencesBodySchema = z.preprocess(objectOrEmpty, emailPreferencesSchema);

export type _EmailPreferencesMatchContract = Assert<Equals<z.output<typeof emailPreferencesSchema>, EmailPreferences>>;

/**
 * `POST /api/unsubscribe`: the token comes in the JSON body (our /unsubscribed page) or in the query
 * (a mail client's RFC 8058 one-click POST, whose form body only says `List-Unsubscribe=One-Click`).
 */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(2048).optional() });
const unsubscribeFields = z.object({ token: z.string().max(2048).optional() });
export const unsubscribeBodySchema = z.preprocess(objectOrEmpty, unsubscribeFields);

export const unsubscribeResponseSchema = z.object({ list: z.string(), email: z.string() });

export type _UnsubscribeRequestAccepted = Assert<UnsubscribeRequest extends z.input<typeof unsubscribeFields> ? true : false>;
export type _UnsubscribeResponseMatchesContract = Assert<Equals<z.output<typeof unsubscribeResponseSchema>, UnsubscribeResponse>>;
