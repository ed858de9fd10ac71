// The API reference (issue #28), generated from the routes themselves: @fastify/swagger collects every
// route as it is added, and `app.swagger()` makes an OpenAPI 3.1 document of them — method and pattern,
// the request and response shapes from each route's zod schemas (fastify-type-provider-zod's transform),
// the access each route declares, and the summary and section the contract gives each endpoint
// (API_ENDPOINTS, shared/src/contract/api-paths). Outside production only: in production there is no
// document and no page (routes/api-docs serves the page; `pnpm --filter ./api openapi` writes the file).
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_AREAS, API_ENDPOINTS, endpointKey } from '@bizmarkt/shared/contract';
import type { AppConfig } from '../../config';
import type { AccessLevel } from './access';
import { CSRF_EXEMPT_ROUTES, STATE_CHANGING_METHODS } from './csrf';

/** Whether the reference exists: everywhere but production. */
export function apiDocsEnabled(config: Pick<AppConfig, 'nodeEnv'>): boolean {
  return config.nodeEnv !== 'production';
}

const WHO: Record<AccessLevel, string> = {
  public: 'Anyone.',
  authenticated: 'A logged-in user (else 401).',
  verified: 'A logged-in user whose email is confirmed and who has a role (else 401, 403).',
  subscribed: 'A verified user with an active PRO subscription (else 401, 403).',
  admin: 'An administrator (else 401, 403).',
};

/** What a reader needs to know of the route's declaration (plugins/app/access.ts, csrf.ts, precognition.ts, bodies.ts). */
function accessNote(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): string {
  const method = [route.method].flat()[0] ?? 'GET';
  const config = route.config ?? {};
  const lines = [`**Access:** ${config.access ? WHO[config.access] : 'undeclared.'}`];
  if (config.resource) lines.push("Only the user's own resource (else 403).");
  if (config.matrix?.owner) lines.push('Only its owner: the handler checks (else 403).');
  if (config.matrix?.hidden) lines.push("Someone else's resource answers 404.");
  if (config.matrix?.local) lines.push('Only from this machine (else 404).');
  if (STATE_CHANGING_METHODS.has(method)) {
    lines.push(CSRF_EXEMPT_ROUTES.has(`${method} ${route.url}`) ? 'No CSRF token (exempt).' : 'Needs the `X-XSRF-TOKEN` header (419 without).');
  }
  if (config.precognitive) lines.push('Answers validation-only requests (`Precognition: true`).');
  if (config.uploads) lines.push('Takes files (multipart).');
  return lines.join(' ');
}

const ENDPOINTS = new Map(API_ENDPOINTS.map((endpoint) => [endpointKey(endpoint), endpoint]));

/** The zod schemas as JSON Schema, plus the contract's summary and section and the route's access. */
const transform: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const { url } = transformed;
  const schema = transformed.schema ?? {};
  if ((schema as { hide?: boolean }).hide) return { schema, url };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const endpoint = ENDPOINTS.get(endpointKey({ method, pattern: input.route.url }));
  return {
    url,
    schema: {
      ...schema,
      ...(endpoint ? { summary: endpoint.summary, tags: [endpoint.area] } : {}),
      description: accessNote(input.route),
      'x-access': input.route.config?.access,
    },
  };
};

export default fp(
  async (app) => {
    if (!apiDocsEnabled(app.config)) return;
    // Loaded only here, so that production never loads it.
    const { default: swagger } = await import('@fastify/swagger');
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bizmarkt API',
          version: '1.0.0',
          description:
            'Generated from the routes, their zod schemas and the contract (`shared/src/contract/api-paths`). Conventions (languages, errors, CSRF, Precognition): docs/api/README.md.',
        },
        tags: Object.keys(API_AREAS).map((name) => ({ name })),
      },
      transform,
    });
  },
  { name: 'api-docs', dependencies: ['config'] },
);
