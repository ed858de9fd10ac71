// An S3-compatible server on loopback (s3rver: objects as files in a folder) for the media store's tests
// and for running the production topology on one machine (`npm run start:cluster`). Not for production:
// there, MEDIA_S3_* name a real service (AWS S3, MinIO, R2…). docs/architecture/media-and-uploads.md.
//
//   const { startS3Server } = require('./s3-server.cjs');            // or: import { startS3Server } from '…/s3-server.cjs'
//   const s3 = await startS3Server({ directory: '/var/tmp/bizmarkt-s3' });
//   spawn('node', ['dist/server.js'], { env: { ...process.env, ...s3.env } });
//   …
//   await s3.close();
//
// From a shell: `node api/tooling/s3-server.cjs [--dir DIR] [--port N] [--host H] [--bucket B]` prints the
// MEDIA_* variables to export (KEY=value lines) and serves until Ctrl+C or SIGTERM.
'use strict';
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const S3rver = require('s3rver');
// s3rver checks AWS Signature V4 against its accounts; this registers the key pair asked for.
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

const DEFAULTS = {
  host: '127.0.0.1',
  port: 0,
  bucket: 'bizmarkt-media',
  region: 'us-east-1',
  accessKeyId: 'bizmarkt-local',
  secretAccessKey: 'bizmarkt-local-secret',
};

/**
 * Starts the server with the bucket made. `directory` keeps the objects (a fresh temporary folder,
 * removed on close, when not given); `port` 0 takes a free one.
 * @param {{ directory?: string, host?: string, port?: number, bucket?: string, region?: string, accessKeyId?: string, secretAccessKey?: string }} [options]
 */
async function startS3Server(options = {}) {
  const settings = { ...DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) };
  const ownDirectory = options.directory ? null : mkdtempSync(path.join(tmpdir(), 'bizmarkt-s3-'));
  const directory = path.resolve(options.directory ?? ownDirectory);
  DUMMY_ACCOUNT.createKeyPair(settings.accessKeyId, settings.secretAccessKey);
  const server = new S3rver({ address: settings.host, port: settings.port, directory, silent: true, configureBuckets: [{ name: settings.bucket }] });
  let address;
  try {
    address = await server.run();
  } catch (error) {
    if (ownDirectory) rmSync(ownDirectory, { recursive: true, force: true });
    throw error;
  }
  const host = address.address.includes(':') ? `[${address.address}]` : address.address;
  const endpoint = `http://${host}:${address.port}`;
  let closed = false;
  return {
    endpoint,
    port: address.port,
    bucket: settings.bucket,
    directory,
    /** The API's environment for this bucket (what `readConfig` reads; MEDIA_STORE=s3). */
    env: {
      MEDIA_STORE: 's3',
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: settings.region,
      MEDIA_S3_BUCKET: settings.bucket,
      MEDIA_S3_ACCESS_KEY_ID: settings.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      if (ownDirectory) rmSync(ownDirectory, { recursive: true, force: true });
    },
  };
}

function parseArguments(argv) {
  const names = { '--dir': 'directory', '--port': 'port', '--host': 'host', '--bucket': 'bucket' };
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = names[argv[i]];
    if (!name || argv[i + 1] === undefined) throw new Error(`usage: s3-server.cjs [--dir DIR] [--port N] [--host H] [--bucket B] (got ${argv[i]})`);
    options[name] = name === 'port' ? Number(argv[i + 1]) : argv[i + 1];
  }
  return options;
}

if (require.main === module) {
  startS3Server(parseArguments(process.argv.slice(2))).then(
    (s3) => {
      for (const [name, value] of Object.entries(s3.env)) console.log(`${name}=${value}`);
      console.error(`S3-compatible server on ${s3.endpoint}, bucket ${s3.bucket}, objects in ${s3.directory}`);
      const stop = () => s3.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

module.exports = { startS3Server, S3_SERVER_DEFAULTS: DEFAULTS };
