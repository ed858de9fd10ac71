// Where chat attachments live (issue #12). Never under the public /api/media/ route: they are served
// by GET /api/messages/{id}/media to the dialog's two parties only. Two stores behind one interface:
// - local (default): a folder, `<MEDIA_DIR>/.private/` (a segment starting with a dot never matches
//   the public media route's key pattern, so that route cannot serve these files);
// - S3-compatible (AWS S3, MinIO, Cloudflare R2…) when ATTACHMENTS_S3_BUCKET is set: plain HTTPS with
//   AWS Signature V4 (no SDK), path-style URLs, so any compatible endpoint works.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Config } from '../config';

export interface AttachmentStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(keys: readonly string[]): Promise<void>;
}

const KEY_PATTERN = /^messages\/\d+\/[a-f0-9]{32}(?:-thumb)?\.(?:jpg|png|pdf)$/;

export function isAttachmentKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function checked(key: string): string {
  if (!isAttachmentKey(key)) throw new Error(`not an attachment key: ${key}`);
  return key;
}

export function createLocalAttachmentStore(mediaDir: string): AttachmentStore {
  const root = path.resolve(mediaDir, '.private');
  const fileOf = (key: string) => path.join(root, checked(key));
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      if (!isAttachmentKey(key)) return null;
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(keys) {
      await Promise.all(keys.filter(isAttachmentKey).map((key) => rm(fileOf(key), { force: true })));
    },
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** AWS Signature Version 4 headers for one request (header-based, payload hashed). */
export function signS3Request(config: S3Config, method: string, url: URL, body: Buffer, now: Date, extra: Record<string, string> = {}): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body);
  const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate, ...extra };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const canonical = [method, url.pathname, url.search.slice(1), names.map((n) => `${n}:${lower[n]}\n`).join(''), names.join(';'), payloadHash].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  const { host: _host, ...rest } = headers;
  return { ...rest, authorization };
}

export function createS3AttachmentStore(config: S3Config, now: () => Date = () => new Date()): AttachmentStore {
  const urlOf = (key: string) => new URL(`${config.endpoint}/${encodeURIComponent(config.bucket)}/${checked(key)}`);
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body: Buffer = Buffer.alloc(0), extra: Record<string, string> = {}) => {
    const url = urlOf(key);
    const headers = signS3Request(config, method, url, body, now(), extra);
    return fetch(url, { method, headers, ...(method === 'PUT' ? { body: new Uint8Array(body) } : {}) });
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const response = await send('PUT', key, data, { 'content-type': contentType });
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
    },
    async get(key) {
      if (!isAttachmentKey(key)) return null;
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(keys) {
      await Promise.all(keys.filter(isAttachmentKey).map((key) => send('DELETE', key)));
    },
  };
}

/** The S3-compatible store when the config names a bucket (config.attachmentsS3), else the local folder. */
export function createAttachmentStore(mediaDir: string, s3: S3Config | null): AttachmentStore {
  return s3 ? createS3AttachmentStore(s3) : createLocalAttachmentStore(mediaDir);
}
