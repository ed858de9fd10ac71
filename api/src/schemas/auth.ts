import { z } from 'zod';
import type { LoginRequest } from '../contract';
import type { Assert } from './type-check';

/** A body that is not a JSON object counts as an empty one, so each field reports "required". */
const objectOrEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

const loginFields = z.object({
  email: z.string().trim().max(255).pipe(z.email()),
  password: z.string(),
  remember: z.boolean().nullish(),
});

export const loginBodySchema = z.preprocess(objectOrEmpty, loginFields);

/** What the client sends (LoginRequest) must be accepted as it is. */
export type _LoginRequestAccepted = Assert<LoginRequest extends z.input<typeof loginFields> ? true : false>;
