// The media store (issue #31): every file the API keeps — avatars and listing images (public), chat
// attachments and invoice PDFs (private) — goes through this one interface, under keys the API makes
// up. Two adapters:
// - local (the default): folders on this machine, exactly where files have always been — public media
//   in MEDIA_DIR, attachments in MEDIA_DIR/.private, invoices in INVOICE_DIR;
// - S3 (MEDIA_STORE=s3): one bucket of any S3-compatible service through the AWS SDK's S3 client,
//   each area under a prefix of its own (`media/`, `attachments/`, `invoices/`).
// No object is ever public in the bucket: the API streams every file itself — public media from
// GET /api/media/<key> (plugins/app/media.ts), private files only after the route's access checks
// (decision 0180). docs/architecture/media-and-uploads.md describes it all.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { isMediaKey } from './media';

/** Public files are served to anyone (cached for a year); private ones only by a route that checked access. */
export type Visibility = 'public' | 'private';

/** What is known of a stored file without reading it. */
export interface StoredFile {
  size: number;
  contentType: string;
  /** The bucket's ETag without quotes (the MD5 of a file stored in one PUT, as this store does); null locally. */
  etag: string | null;
}

export interface StoredStream extends StoredFile {
  body: Readable;
}

export interface MediaStore {
  readonly kind: 'local' | 's3';
  readonly visibility: Visibility;
  /** Stores the data under the key; a reader never sees half a file. Throws on a key that is not this area's. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is none under the key (or the key is not this area's). */
  get(key: string): Promise<StoredStream | null>;
  /** The whole file, or null. */
  read(key: string): Promise<Buffer | null>;
  head(key: string): Promise<StoredFile | null>;
  /** Deletes the files; keys that do not exist (or are not this area's) are skipped. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every file of the area, in no particular order. */
  list(): AsyncIterable<{ key: string; size: number }>;
}

/** The four areas; `public` is `app.media`. */
export interface MediaStores {
  public: MediaStore;
  attachments: MediaStore;
  invoices: MediaStore;
  /** The data rooms' documents (issue #30 §2): private, served only after the data room's access checks. */
  dataRoom: MediaStore;
}

export type MediaArea = keyof MediaStores;

const ATTACHMENT_KEY = /^messages\/\d+\/[a-f0-9]{32}(?:-thumb)?\.(?:jpg|png|pdf)$/;
// `<year>/<number>-<id>.pdf` (billing/invoice-store.ts): numbers are `2026-000042` but the column is free text.
const INVOICE_KEY = /^\d{4}\/[A-Za-z0-9][A-Za-z0-9-]{0,100}\.pdf$/;
// `data-room/<listing id>/<32 hex>.<ext>` (domain/data-room.ts).
const DATA_ROOM_KEY = /^data-room\/\d+\/[a-f0-9]{32}\.(?:jpg|png|pdf|csv|xlsx)$/;

export function isAttachmentKey(key: string): boolean {
  return ATTACHMENT_KEY.test(key);
}

export function isInvoiceKey(key: string): boolean {
  return INVOICE_KEY.test(key);
}

export function isDataRoomKey(key: string): boolean {
  return DATA_ROOM_KEY.test(key);
}

interface AreaRules {
  visibility: Visibility;
  isKey: (key: string) => boolean;
  /** The bucket's prefix of the area. */
  s3Prefix: string;
}

export const AREAS: Readonly<Record<MediaArea, AreaRules>> = {
  public: { visibility: 'public', isKey: isMediaKey, s3Prefix: 'media/' },
  attachments: { visibility: 'private', isKey: isAttachmentKey, s3Prefix: 'attachments/' },
  invoices: { visibility: 'private', isKey: isInvoiceKey, s3Prefix: 'invoices/' },
  dataRoom: { visibility: 'private', isKey: isDataRoomKey, s3Prefix: 'data-room/' },
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type a key's extension stands for (every key the API makes has one of these). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** How a client may cache a file of the area: public names are random and never reused. */
export function cacheControlOf(visibility: Visibility): string {
  return visibility === 'public' ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'private, no-store';
}

function refuse(key: string): never {
  throw new Error(`not a media key of this area: ${key}`);
}

// ——— local folders ———

/** A folder: public files readable by all (0644), private ones by the API's user only (0600, folders 0700). */
export function createLocalMediaStore(folder: string, rules: Pick<AreaRules, 'visibility' | 'isKey'>): MediaStore {
  const root = path.resolve(folder);
  const fileMode = rules.visibility === 'public' ? 0o644 : 0o600;
  const dirMode = rules.visibility === 'public' ? 0o755 : 0o700;

  const fileOf = (key: string): string | null => {
    if (!rules.isKey(key)) return null;
    const file = path.resolve(root, key);
    // The key patterns already rule out `..`; this keeps the folder's boundary whatever changes there.
    return file.startsWith(root + path.sep) ? file : null;
  };

  const head: MediaStore['head'] = async (key) => {
    const file = fileOf(key);
    const info = file ? await stat(file).catch(() => null) : null;
    return info?.isFile() ? { size: info.size, contentType: contentTypeOf(key), etag: null } : null;
  };

  async function* walk(dir: string): AsyncGenerator<{ key: string; size: number }> {
    const entries = await opendir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!entries) return;
    for await (const entry of entries) {
      // Dot entries are not this area's (`.private` under MEDIA_DIR is the attachments' folder).
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(file);
      } else if (entry.isFile()) {
        const key = path.relative(root, file).split(path.sep).join('/');
        // Half-written temporary files and anything the API did not name are left out.
        if (rules.isKey(key)) yield { key, size: (await stat(file)).size };
      }
    }
  }

  return {
    kind: 'local',
    visibility: rules.visibility,
    async put(key, data) {
      const file = fileOf(key) ?? refuse(key);
      await mkdir(path.dirname(file), { recursive: true, mode: dirMode });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data, { mode: fileMode });
      await rename(temporary, file);
    },
    async get(key) {
      const info = await head(key);
      if (!info) return null;
      return { ...info, body: createReadStream(fileOf(key)!) };
    },
    async read(key) {
      const file = fileOf(key);
      if (!file) return null;
      return readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },
    head,
    async remove(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const file = fileOf(key);
          if (file) await rm(file, { force: true });
        }),
      );
    },
    list: () => walk(root),
  };
}

// ——— S3 ———

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** The SDK, loaded only when a bucket is configured (the local store never pays for it). */
export async function loadS3Sdk(): Promise<S3Sdk> {
  return import('@aws-sdk/client-s3');
}

export function createS3Client(sdk: S3Sdk, config: S3Config): S3Client {
  return new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer default
    // (CRC32 headers and trailers on every request). The SDK still sends Content-Length and its MD5s where asked.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const etagOf = (etag: string | undefined) => (etag ? etag.replace(/^(?:W\/)?"|"$/g, '') : null);

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** One area of the bucket: the objects `<prefix><area prefix><key>`, all private to the bucket's owner. */
export function createS3MediaStore(sdk: S3Sdk, client: S3Client, options: { bucket: string; prefix: string; rules: AreaRules }): MediaStore {
  const { bucket, rules } = options;
  const base = options.prefix + rules.s3Prefix;
  const objectKey = (key: string) => base + key;
  const cacheControl = cacheControlOf(rules.visibility);

  const head: MediaStore['head'] = async (key) => {
    if (!rules.isKey(key)) return null;
    try {
      const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? contentTypeOf(key), etag: etagOf(answer.ETag) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const get: MediaStore['get'] = async (key) => {
    if (!rules.isKey(key)) return null;
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeOf(key),
        etag: etagOf(answer.ETag),
        body: answer.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    visibility: rules.visibility,
    async put(key, data, contentType) {
      if (!rules.isKey(key)) refuse(key);
      // A PUT replaces the object whole: readers see the old file or the new one, never half.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: cacheControl,
        }),
      );
    },
    get,
    async read(key) {
      const file = await get(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    head,
    async remove(keys) {
      const ours = keys.filter(rules.isKey);
      // DeleteObjects takes at most 1000 keys; a key that is not there counts as deleted.
      for (let start = 0; start < ours.length; start += 1000) {
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Quiet: true, Objects: ours.slice(start, start + 1000).map((key) => ({ Key: objectKey(key) })) },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`S3 delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: base, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(base.length);
          if (key && rules.isKey(key)) yield { key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

// ——— the app's stores ———

export interface MediaStoreSettings {
  mediaDir: string;
  invoiceDir: string;
  mediaS3: S3Config | null;
}

/** The local folders, where files have always been (and what `migrate-media` copies from). */
export function openLocalMediaStores(settings: Pick<MediaStoreSettings, 'mediaDir' | 'invoiceDir'>): MediaStores {
  return {
    public: createLocalMediaStore(settings.mediaDir, AREAS.public),
    attachments: createLocalMediaStore(path.join(settings.mediaDir, '.private'), AREAS.attachments),
    invoices: createLocalMediaStore(settings.invoiceDir, AREAS.invoices),
    // Beside the attachments, in a dot folder the public area's listing skips.
    dataRoom: createLocalMediaStore(path.join(settings.mediaDir, '.data-room'), AREAS.dataRoom),
  };
}

/** The bucket's four areas, and the client to destroy when done. */
export async function openS3MediaStores(config: S3Config): Promise<{ stores: MediaStores; close: () => void }> {
  const sdk = await loadS3Sdk();
  const client = createS3Client(sdk, config);
  const area = (name: MediaArea) => createS3MediaStore(sdk, client, { bucket: config.bucket, prefix: config.prefix, rules: AREAS[name] });
  return {
    stores: { public: area('public'), attachments: area('attachments'), invoices: area('invoices'), dataRoom: area('dataRoom') },
    close: () => client.destroy(),
  };
}

/** The configured stores: the bucket when MEDIA_STORE=s3, else the local folders. */
export async function openMediaStores(settings: MediaStoreSettings): Promise<{ stores: MediaStores; close: () => void }> {
  if (settings.mediaS3) return openS3MediaStores(settings.mediaS3);
  return { stores: openLocalMediaStores(settings), close: () => {} };
}
