// Types of api-proxy.cjs, for the API's TypeScript tests that start it beside a real API.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

export declare const API_PREFIXES: readonly string[];
export declare function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders;
export declare function registerApiProxy(server: FastifyInstance, options: { upstream: string; prefixes?: readonly string[] }): Promise<void>;
