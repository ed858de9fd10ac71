// The media store's one contract, held by both adapters: the local folders and an S3 bucket (an
// S3-compatible server started here on loopback, spoken to through the AWS SDK).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3Server, type S3Server } from '../../tooling/s3-server.cjs';
import { readS3Config } from '../config';
import { AREAS, openLocalMediaStores, openS3MediaStores, type MediaStores } from './media-store';

const AVATAR = 'avatars/12/0123456789abcdef-114.jpg';
const ATTACHMENT = `messages/12/${'a'.repeat(32)}.pdf`;
const INVOICE = '2026/2026-000001-7.pdf';

async function text(stores: MediaStores, area: keyof MediaStores, key: string) {
  return (await stores[area].read(key))?.toString() ?? null;
}

async function listed(stores: MediaStores, area: keyof MediaStores) {
  const keys: Array<[string, number]> = [];
  for await (const file of stores[area].list()) keys.push([file.key, file.size]);
  return keys.sort();
}

let s3: S3Server;
const local = mkdtempSync(path.join(tmpdir(), 'bizmarkt-media-store-'));
let bucket: { stores: MediaStores; close: () => void };

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await openS3MediaStores(readS3Config({ ...s3.env, MEDIA_S3_PREFIX: 'site-a' })!);
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  rmSync(local, { recursive: true, force: true });
});

describe.each([
  ['local', () => openLocalMediaStores({ mediaDir: path.join(local, 'media'), invoiceDir: path.join(local, 'invoices') })],
  ['s3', () => bucket.stores],
])('the %s adapter', (kind, open) => {
  it('stores, streams, heads, lists and removes files by key, each area apart', async () => {
    const stores = open();
    expect(stores.public.kind).toBe(kind);
    await stores.public.put(AVATAR, Buffer.from('jpeg bytes'), 'image/jpeg');
    await stores.attachments.put(ATTACHMENT, Buffer.from('%PDF-1.7'), 'application/pdf');
    await stores.invoices.put(INVOICE, Buffer.from('%PDF-invoice'), 'application/pdf');

    expect(await stores.public.head(AVATAR)).toEqual({
      size: 10,
      contentType: 'image/jpeg',
      etag: kind === 's3' ? createHash('md5').update('jpeg bytes').digest('hex') : null,
    });
    const file = await stores.attachments.get(ATTACHMENT);
    expect(file).toMatchObject({ size: 8, contentType: 'application/pdf' });
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7');
    expect(await text(stores, 'invoices', INVOICE)).toBe('%PDF-invoice');

    // An area sees its own files only: the attachments' folder sits inside the public one locally.
    expect(await listed(stores, 'public')).toEqual([[AVATAR, 10]]);
    expect(await listed(stores, 'attachments')).toEqual([[ATTACHMENT, 8]]);
    expect(await listed(stores, 'invoices')).toEqual([[INVOICE, 12]]);
    expect(await stores.public.read(ATTACHMENT)).toBeNull();

    // A second put replaces the file whole.
    await stores.public.put(AVATAR, Buffer.from('new'), 'image/jpeg');
    expect(await text(stores, 'public', AVATAR)).toBe('new');

    await stores.public.remove([AVATAR, 'avatars/12/never-stored.jpg']);
    await stores.attachments.remove([ATTACHMENT]);
    await stores.invoices.remove([INVOICE]);
    for (const [area, key] of [
      ['public', AVATAR],
      ['attachments', ATTACHMENT],
      ['invoices', INVOICE],
    ] as const) {
      expect(await stores[area].head(key)).toBeNull();
      expect(await stores[area].get(key)).toBeNull();
      expect(await stores[area].read(key)).toBeNull();
    }
  });

  it('refuses keys it did not make', async () => {
    const stores = open();
    await expect(stores.public.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('not a media key');
    await expect(stores.attachments.put(AVATAR, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('not a media key');
    await expect(stores.invoices.put('2026/../../x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow('not a media key');
    expect(await stores.attachments.get('messages/1/../../x.pdf')).toBeNull();
    expect(await stores.public.head('.private/messages/12/x.pdf')).toBeNull();
  });
});

describe('the local adapter', () => {
  it('keeps the paths files always had: public in MEDIA_DIR (0644), attachments in MEDIA_DIR/.private and invoices in INVOICE_DIR (0600)', async () => {
    const stores = openLocalMediaStores({ mediaDir: path.join(local, 'paths', 'media'), invoiceDir: path.join(local, 'paths', 'invoices') });
    await stores.public.put(AVATAR, Buffer.from('x'), 'image/jpeg');
    await stores.attachments.put(ATTACHMENT, Buffer.from('x'), 'application/pdf');
    await stores.invoices.put(INVOICE, Buffer.from('x'), 'application/pdf');
    expect(statSync(path.join(local, 'paths', 'media', AVATAR)).mode & 0o777).toBe(0o644);
    expect(statSync(path.join(local, 'paths', 'media', '.private', ATTACHMENT)).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(local, 'paths', 'invoices', INVOICE)).mode & 0o777).toBe(0o600);
  });
});

describe('the S3 adapter', () => {
  it('keeps every area under a prefix of the bucket, with the content type and cache rules of its visibility', async () => {
    await bucket.stores.public.put(AVATAR, Buffer.from('x'), 'image/jpeg');
    await bucket.stores.attachments.put(ATTACHMENT, Buffer.from('x'), 'application/pdf');
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: s3.env.MEDIA_S3_SECRET_ACCESS_KEY },
    });
    try {
      const avatar = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `site-a/${AREAS.public.s3Prefix}${AVATAR}` }));
      expect([avatar.ContentType, avatar.CacheControl]).toEqual(['image/jpeg', 'public, max-age=31536000, immutable']);
      const attachment = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `site-a/attachments/${ATTACHMENT}` }));
      expect([attachment.ContentType, attachment.CacheControl]).toEqual(['application/pdf', 'private, no-store']);
    } finally {
      client.destroy();
      await bucket.stores.public.remove([AVATAR]);
      await bucket.stores.attachments.remove([ATTACHMENT]);
    }
  });

  // s3rver checks the access key id but not SigV4 signatures (decision 0181): an unknown key is what it refuses.
  it('fails loudly with credentials the service refuses rather than reading as empty', async () => {
    const wrong = await openS3MediaStores(readS3Config({ ...s3.env, MEDIA_S3_ACCESS_KEY_ID: 'nobody' })!);
    try {
      await expect(wrong.stores.public.put(AVATAR, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Access Key Id');
      await expect(wrong.stores.public.head(AVATAR)).rejects.toThrow();
    } finally {
      wrong.close();
    }
  });
});

describe('api/tooling/s3-server.cjs from a shell', () => {
  it('prints the MEDIA_* variables that reach its bucket, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [path.join(__dirname, '../../tooling/s3-server.cjs'), '--bucket', 'from-shell'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      const printed = await new Promise<NodeJS.ProcessEnv>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const lines = out.split('\n').filter((line) => line.includes('='));
          if (lines.length === 7) resolve(Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])));
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(printed).toMatchObject({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'from-shell', MEDIA_S3_FORCE_PATH_STYLE: 'true' });
      const shell = await openS3MediaStores(readS3Config(printed)!);
      try {
        await shell.stores.invoices.put(INVOICE, Buffer.from('%PDF-shell'), 'application/pdf');
        expect((await shell.stores.invoices.read(INVOICE))?.toString()).toBe('%PDF-shell');
      } finally {
        shell.close();
      }
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
