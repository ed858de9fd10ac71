import { z } from 'zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { syncResponseSchema } from '@bizmarkt/shared/contract';
import { parsesLikeItEncodes, responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('parsesLikeItEncodes', () => {
  it('holds for plain objects, arrays, records, enums and nullables (the sync answer)', () => {
    expect(parsesLikeItEncodes(syncResponseSchema)).toBe(true);
    expect(parsesLikeItEncodes(z.union([z.literal('a'), z.object({ b: z.string().optional() })]))).toBe(true);
  });

  it.each([
    ['a transform', z.string().transform((s) => s.length)],
    ['a codec', z.codec(z.string(), z.number(), { decode: Number, encode: String })],
    ['a default', z.number().default(0)],
    ['a catch', z.number().catch(0)],
    ['coercion', z.coerce.number()],
    ['a lazy part', z.lazy(() => z.string())],
    ['a discriminated union', z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })])],
  ])('does not hold for %s, however deep', (_name, part) => {
    expect(parsesLikeItEncodes(part)).toBe(false);
    expect(parsesLikeItEncodes(z.object({ list: z.array(z.object({ inner: part.nullable() })) }))).toBe(false);
  });
});

describe('responseSerializerCompiler', () => {
  const message = {
    id: 1,
    dialog_id: 2,
    type: 'text',
    is_mine: false,
    message: 'Hi',
    read: false,
    created_at: '2026-11-25T08:00:00.000Z',
    media_url: null,
    media_type: null,
    media_name: null,
    image_url: null,
  };

  it('sends what the schema allows, without unknown keys', () => {
    const serialize = compile(syncResponseSchema);
    const body = { messages: [{ ...message, secret: 'x' }], unreadNotifications: 1, unreadMessages: 2, unreadByDialog: { '2': 2 }, extra: true };
    expect(JSON.parse(serialize(body))).toEqual({ messages: [message], unreadNotifications: 1, unreadMessages: 2, unreadByDialog: { '2': 2 } });
  });

  it('refuses an answer that breaks the schema', () => {
    const serialize = compile(syncResponseSchema);
    const bad = { messages: [{ ...message, type: 'telegram' }], unreadNotifications: -1, unreadMessages: 0, unreadByDialog: {} };
    let thrown: unknown;
    try {
      serialize(bad);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('encodes through codecs where parse would not', () => {
    const schema = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) });
    expect(compile(schema)({ at: new Date('2026-11-25T08:00:00.000Z') })).toBe('{"at":"2026-11-25T08:00:00.000Z"}');
  });
});
