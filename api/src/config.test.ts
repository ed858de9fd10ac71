import path from 'node:path';
import { API_ROOT, readConfig } from './config';

describe('readConfig', () => {
  it('has defaults for a local run', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(API_ROOT, '.data', 'pglite'),
      nodeEnv: 'development',
      trustProxy: true,
      logLevel: 'info',
    });
  });

  it('reads the environment', () => {
    const config = readConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/bizmarkt',
      DATA_DIR: '/var/lib/bizmarkt',
      NODE_ENV: 'production',
      TRUST_PROXY: 'false',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/bizmarkt',
      dataDir: '/var/lib/bizmarkt',
      nodeEnv: 'production',
      trustProxy: false,
    });
  });

  it('understands TRUST_PROXY as a hop count or an address list', () => {
    const hops = readConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops).toBe('function');
    if (typeof hops === 'function') {
      expect(hops('10.0.0.1', 0)).toBe(true);
      expect(hops('10.0.0.1', 1)).toBe(false);
    }
    expect(readConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('rejects a bad PORT', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
