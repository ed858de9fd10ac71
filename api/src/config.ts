import path from 'node:path';

/**
 * Fastify's trustProxy: `true`/`false`, a comma-separated list of trusted addresses/CIDRs, or
 * (from a number in TRUST_PROXY) a function trusting that many hops.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export interface AppConfig {
  port: number;
  host: string;
  /** node-postgres when set; embedded PGlite otherwise. */
  databaseUrl: string | undefined;
  /** PGlite data folder (used only without DATABASE_URL). */
  dataDir: string;
  nodeEnv: string;
  trustProxy: TrustProxy;
  logLevel: string;
}

/** The api package's folder (this file is src/config.ts or dist/config.js). */
export const API_ROOT = path.resolve(__dirname, '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(API_ROOT, '.data', 'pglite')),
    nodeEnv: env.NODE_ENV?.trim() || 'development',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'true') return true;
  if (text.toLowerCase() === 'false') return false;
  // A number counts trusted hops (0 trusts none); anything else is a list of addresses or CIDRs.
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}
