// Every answer with a response schema is checked against it before it is sent (the contract in
// `@bizmarkt/shared/contract`). fastify-type-provider-zod checks with zod's `encode` (so that codecs
// and transforms run backwards), which walks every schema with checks twice (a check-free "canary"
// pass first, with a new context object per node): about 5 µs for `GET /api/sync`'s small answer
// against 0.9 µs for a forward parse (issue #14). For a schema with nothing that behaves differently
// backwards (no transform, pipe, codec, default, catch, coercion, lazy part or discriminated union)
// both give the same result and refuse the same values, so such schemas are checked with `parse`;
// any other schema keeps the provider's encode.
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

type ResponseSchema = $ZodType | { properties: $ZodType };

/** Schema kinds whose forward parse and backward encode agree (their parts are checked too). */
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'undefined',
  'literal',
  'enum',
  'any',
  'unknown',
  'date',
  'object',
  'array',
  'record',
  'tuple',
  'union',
  'optional',
  'nullable',
  'readonly',
]);

interface Def {
  type: string;
  coerce?: boolean;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  options?: $ZodType[];
  /** Discriminated unions: encode falls back to trying every option where parse looks the tag up. */
  discriminator?: string;
  innerType?: $ZodType;
}

/** Whether `parse` and `encode` agree on the schema: only the kinds above, none coercing, all the way down. */
export function parsesLikeItEncodes(schema: $ZodType, seen: Set<$ZodType> = new Set()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!SAME_BOTH_WAYS.has(def.type) || def.coerce === true || def.discriminator !== undefined) return false;
  const parts: Array<$ZodType | null | undefined> = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    def.keyType,
    def.valueType,
    ...(def.items ?? []),
    def.rest,
    ...(def.options ?? []),
    def.innerType,
  ];
  return parts.every((part) => part == null || parsesLikeItEncodes(part, seen));
}

function zodSchemaOf(schema: ResponseSchema): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  if ('properties' in schema && schema.properties instanceof $ZodType) return schema.properties;
  return undefined;
}

/** The app's serializer compiler: checks with `parse` where that equals `encode`, else as the provider does. */
export const responseSerializerCompiler: FastifySerializerCompiler<ResponseSchema> = (route) => {
  const schema = zodSchemaOf(route.schema);
  if (!schema || !parsesLikeItEncodes(schema)) return encodingSerializerCompiler(route);
  const { method, url } = route;
  return (data) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
