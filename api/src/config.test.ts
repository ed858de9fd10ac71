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
      // Forwarded headers count only from this machine (the shell's proxy), never from anyone else.
      trustProxy: 'loopback',
      logLevel: 'info',
      mailTransport: 'mailbox',
      registrationUnlimitedLocal: false,
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
      APP_KEY: 'a'.repeat(40),
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/bizmarkt',
      dataDir: '/var/lib/bizmarkt',
      nodeEnv: 'production',
      trustProxy: false,
      mailTransport: 'smtp',
    });
  });

  it('understands TRUST_PROXY as a hop count, an address list, or an explicit true', () => {
    expect(readConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe('loopback');
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).trustProxy).toBe('loopback,10.0.0.0/8');
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

describe('readConfig: accounts settings', () => {
  it('refuses to run in production without an APP_KEY, or with a short one', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow('APP_KEY must be set in production');
    expect(() => readConfig({ APP_KEY: 'short' })).toThrow('at least 32');
  });

  it('hides social sign-in unless issuer, client id and secret are all set', () => {
    expect(readConfig({ NODE_ENV: 'test', OIDC_ISSUER: 'http://idp', OIDC_CLIENT_ID: 'id' }).oidc).toBeNull();
    expect(readConfig({ NODE_ENV: 'test', OIDC_ISSUER: 'http://idp', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }).oidc).toEqual({
      issuer: 'http://idp',
      clientId: 'id',
      clientSecret: 's',
      name: 'Google',
    });
  });

  it('uses the local mailbox unless SMTP_URL is set, and trims the site URL', () => {
    const config = readConfig({ NODE_ENV: 'test', APP_URL: 'https://bizmarkt.example/' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailTransport).toBe('mailbox');
    expect(config.appUrl).toBe('https://bizmarkt.example');
    expect(readConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://mail:25' })).toMatchObject({ smtpUrl: 'smtp://mail:25', mailTransport: 'smtp' });
  });

  it('refuses to start in production without SMTP_URL unless mail is explicitly kept in the outbox', () => {
    const production = { NODE_ENV: 'production', APP_KEY: 'k'.repeat(40) };
    expect(() => readConfig(production)).toThrow(
      'SMTP_URL must be set in production: without it mail cannot be sent. Set SMTP_URL (smtp://user:pass@host:587), or MAIL_TRANSPORT=outbox to keep mail unsent in the outbox (the emails table).',
    );
    expect(readConfig({ ...production, MAIL_TRANSPORT: 'outbox' }).mailTransport).toBe('outbox');
    expect(readConfig({ ...production, SMTP_URL: 'smtp://mail:25' }).mailTransport).toBe('smtp');
    // An instance that sends nothing (another one runs the worker) needs no transport.
    expect(readConfig({ ...production, MAIL_WORKER: 'off' }).mailTransport).toBe('outbox');
    // The local mailbox is never a production transport, and SMTP needs its URL.
    expect(() => readConfig({ ...production, MAIL_TRANSPORT: 'mailbox' })).toThrow('MAIL_TRANSPORT=mailbox (the local mailbox) must not be used in production');
    expect(() => readConfig({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp' })).toThrow('MAIL_TRANSPORT=smtp needs SMTP_URL');
    expect(() => readConfig({ NODE_ENV: 'test', MAIL_TRANSPORT: 'pigeon' })).toThrow('MAIL_TRANSPORT must be smtp, mailbox or outbox, got "pigeon"');
    expect(readConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://mail:25', MAIL_TRANSPORT: 'outbox' }).mailTransport).toBe('outbox');
  });

  it('lets only a test stack register at will from loopback (REGISTRATION_UNLIMITED_LOCAL), never in production', () => {
    expect(readConfig({ NODE_ENV: 'test', REGISTRATION_UNLIMITED_LOCAL: '1' }).registrationUnlimitedLocal).toBe(true);
    expect(readConfig({ NODE_ENV: 'test', REGISTRATION_UNLIMITED_LOCAL: 'yes' }).registrationUnlimitedLocal).toBe(false);
    expect(() => readConfig({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(40), SMTP_URL: 'smtp://mail:25', REGISTRATION_UNLIMITED_LOCAL: '1' })).toThrow(
      'REGISTRATION_UNLIMITED_LOCAL must not be set in production',
    );
  });
});

describe('readConfig: the media store', () => {
  it('keeps every file in the local folders unless MEDIA_STORE=s3', () => {
    expect(readConfig({ NODE_ENV: 'test' }).mediaS3).toBeNull();
    expect(readConfig({ NODE_ENV: 'test', MEDIA_STORE: 'local', MEDIA_S3_BUCKET: 'ignored' }).mediaS3).toBeNull();
    expect(() => readConfig({ NODE_ENV: 'test', MEDIA_STORE: 'gcs' })).toThrow('MEDIA_STORE must be local or s3');
    expect(() => readConfig({ NODE_ENV: 'test', MEDIA_STORE: 's3' })).toThrow('MEDIA_S3_BUCKET is required');
  });

  it('reads an S3-compatible endpoint with path-style URLs and static keys', () => {
    const env = {
      NODE_ENV: 'test',
      MEDIA_STORE: 's3',
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_PREFIX: 'bizmarkt',
    };
    expect(readConfig(env).mediaS3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'bizmarkt/',
    });
  });

  it('talks to AWS itself (virtual-hosted, the SDK’s credential chain) without an endpoint', () => {
    expect(readConfig({ NODE_ENV: 'test', MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_REGION: 'eu-central-1' }).mediaS3).toEqual({
      bucket: 'b',
      endpoint: null,
      region: 'eu-central-1',
      credentials: null,
      forcePathStyle: false,
      prefix: '',
    });
    expect(readConfig({ NODE_ENV: 'test', MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_FORCE_PATH_STYLE: 'true' }).mediaS3?.forcePathStyle).toBe(true);
  });

  it('refuses half a key pair, a bad endpoint and the retired ATTACHMENTS_S3_* variables', () => {
    expect(() => readConfig({ NODE_ENV: 'test', MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'id' })).toThrow('go together');
    expect(() => readConfig({ NODE_ENV: 'test', MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: '127.0.0.1:9000' })).toThrow('http(s) URL');
    expect(() => readConfig({ NODE_ENV: 'test', ATTACHMENTS_S3_BUCKET: 'chat' })).toThrow('replaced by MEDIA_STORE=s3');
  });
});

describe('readConfig: the site operator', () => {
  it('is the demo operator, marked as a placeholder, when nothing is set', () => {
    expect(readConfig({}).operator).toMatchObject({ name: 'Bizmarkt GmbH', register: 'Amtsgericht Charlottenburg, HRB 000000 B', placeholder: true });
  });

  it('stays a placeholder while one required detail is missing', () => {
    const operator = readConfig({ OPERATOR_NAME: 'Handelsplatz GmbH', OPERATOR_EMAIL: 'hallo@handelsplatz.example' }).operator;
    expect(operator).toMatchObject({ name: 'Handelsplatz GmbH', email: 'hallo@handelsplatz.example', city: 'Berlin', placeholder: true });
  });
});
