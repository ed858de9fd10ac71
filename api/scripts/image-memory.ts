// Resident memory under image uploads (issue #27, point 6; docs/decisions/0121-image-memory.md).
//   pnpm --filter ./api exec tsx scripts/image-memory.ts [--rounds 12] [--idle 15]
// Runs every variant below in a child process of its own (MALLOC_ARENA_MAX must be set before the
// process starts): each round sends one 40-megapixel JPEG through the three image uploads exactly as
// their routes do (the shared upload check, then the avatar's, the listing's and the chat's
// re-encoding), with two uploads at once as two users would; RSS is sampled after each round and
// after an idle pause. Prints one line per variant; nothing here is a test (no assertion on memory).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { prepareAttachment } from '../src/lib/attachments';
import { makeAvatarImages } from '../src/lib/images';
import { makeListingImages } from '../src/lib/listing-images';
import { checkUpload, UPLOAD_POLICIES } from '../src/lib/upload-check';

interface Variant {
  name: string;
  env: Record<string, string>;
}

// sharp's cache is off in every variant (images.ts); sharp itself picks 1 libvips thread on glibc
// without jemalloc, and more once MALLOC_ARENA_MAX is set.
const VARIANTS: Variant[] = [
  { name: 'before: glibc default arenas (8 per core)', env: { MALLOC_ARENA_MAX: '' } },
  { name: 'after: MALLOC_ARENA_MAX=2', env: { MALLOC_ARENA_MAX: '2' } },
  { name: 'MALLOC_ARENA_MAX=2 and sharp.concurrency(1)', env: { MALLOC_ARENA_MAX: '2', IMAGE_MEMORY_CONCURRENCY: '1' } },
];

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function child(rounds: number, idleSeconds: number): Promise<void> {
  // The app's own settings (images.ts) are in force; the variant may change the thread count.
  const concurrency = process.env.IMAGE_MEMORY_CONCURRENCY;
  if (concurrency) sharp.concurrency(Number(concurrency));
  // 8000 × 5000 = 40 MP, detailed enough not to compress to nothing (about 4 MB as JPEG).
  const noise = Buffer.alloc(400 * 250 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const photo = await sharp(noise, { raw: { width: 400, height: 250, channels: 3 } })
    .resize(8000, 5000, { kernel: 'cubic' })
    .jpeg({ quality: 70 })
    .toBuffer();
  const file = (name: string) => ({ filename: name, mimetype: 'image/jpeg', data: Buffer.from(photo), truncated: false });
  const start = process.memoryUsage().rss;
  const samples: number[] = [];
  let peak = start;
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all([
      (async () => makeAvatarImages((await checkUpload(file('a.jpg'), UPLOAD_POLICIES.avatar)).data))(),
      (async () => makeListingImages((await checkUpload(file('l.jpg'), UPLOAD_POLICIES.listingImage)).data))(),
    ]);
    await prepareAttachment(file('c.jpg'));
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    samples.push(rss);
  }
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = process.memoryUsage();
  const line = {
    photoMB: Math.round((photo.length / 1024 / 1024) * 10) / 10,
    uploads: rounds * 3,
    startMB: mb(start),
    afterFirstMB: mb(samples[0]!),
    lastMB: mb(samples.at(-1)!),
    peakMB: mb(peak),
    idleMB: mb(idle.rss),
    // What JavaScript holds after a full GC: flat here means no buffer is kept; RSS above it is the allocator's.
    heapUsedMB: mb(idle.heapUsed),
    externalMB: mb(idle.external),
    vipsThreads: sharp.concurrency(),
    cacheItems: sharp.cache().items.max,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { rounds: { type: 'string', default: '12' }, idle: { type: 'string', default: '15' }, child: { type: 'boolean', default: false } },
  });
  const rounds = Number(values.rounds);
  const idle = Number(values.idle);
  if (values.child) return child(rounds, idle);
  for (const variant of VARIANTS) {
    const result = spawnSync(
      process.execPath,
      [...process.execArgv, '--expose-gc', __filename, '--child', '--rounds', String(rounds), '--idle', String(idle)],
      {
        env: Object.fromEntries(Object.entries({ ...process.env, ...variant.env }).filter(([, value]) => value !== '')),
        encoding: 'utf8',
      },
    );
    const line = result.stdout.trim().split('\n').at(-1) ?? result.stderr;
    process.stdout.write(`image-memory ${variant.name}: ${line}\n`);
  }
}

void main();
