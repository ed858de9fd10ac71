import { z } from 'zod';
import type { ErrorBody } from '../contract';
import type { Assert, Equals } from './type-check';

/** Laravel's error body, used as the response schema of a route's error statuses. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type _ErrorBodyMatchesContract = Assert<Equals<z.output<typeof errorBodySchema>, ErrorBody>>;
