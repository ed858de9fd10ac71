// `migrate-media` (cli/migrate-media.ts): copies every file of the local media store (MEDIA_DIR, its
// `.private` attachments, INVOICE_DIR) into the configured bucket, area by area, under the same keys.
// - Idempotent and resumable: a file already in the bucket with the same bytes is left alone, so a run
//   that stopped half-way is simply run again.
// - Verified: every file's SHA-256 (and size) is compared with what the bucket holds — its ETag when
//   that is the MD5 of the bytes (a single PUT, as this store does), otherwise the object read back.
//   A different object under the key is replaced; a copy that does not read back equal is a failure.
// - The local files stay where they are: switch the API to MEDIA_STORE=s3, check, then remove them.
import { createHash } from 'node:crypto';
import { contentTypeOf, type MediaArea, type MediaStore, type MediaStores } from './media-store';

export interface AreaReport {
  /** Files found in the local area. */
  files: number;
  bytes: number;
  /** Copied (new in the bucket, or replacing a different object). */
  copied: number;
  /** Already in the bucket, byte for byte. */
  present: number;
  failed: Array<{ key: string; reason: string }>;
}

export type MigrationReport = Record<MediaArea, AreaReport>;

export interface MigrationOptions {
  /** Compare only: report what would be copied, write nothing. */
  dryRun?: boolean;
  /** Files handled at once (default 4). */
  concurrency?: number;
  /** Told of every file's outcome (the CLI prints progress from it). */
  onFile?: (area: MediaArea, key: string, outcome: 'copied' | 'present' | 'would copy' | 'failed') => void;
}

const AREA_ORDER: readonly MediaArea[] = ['public', 'attachments', 'invoices', 'dataRoom'];

const digest = (algorithm: 'md5' | 'sha256', data: Buffer) => createHash(algorithm).update(data).digest('hex');

/** Whether the bucket holds exactly these bytes under the key (without downloading when the ETag tells). */
async function holds(target: MediaStore, key: string, data: Buffer): Promise<boolean> {
  const info = await target.head(key);
  if (!info || info.size !== data.length) return false;
  if (info.etag && /^[0-9a-f]{32}$/.test(info.etag)) return info.etag === digest('md5', data);
  const stored = await target.read(key);
  return stored !== null && digest('sha256', stored) === digest('sha256', data);
}

async function migrateArea(area: MediaArea, source: MediaStore, target: MediaStore, options: MigrationOptions): Promise<AreaReport> {
  const report: AreaReport = { files: 0, bytes: 0, copied: 0, present: 0, failed: [] };
  const keys: string[] = [];
  for await (const file of source.list()) keys.push(file.key);
  keys.sort();

  const one = async (key: string) => {
    try {
      const data = await source.read(key);
      if (!data) return; // removed since it was listed
      report.files += 1;
      report.bytes += data.length;
      if (await holds(target, key, data)) {
        report.present += 1;
        options.onFile?.(area, key, 'present');
        return;
      }
      if (options.dryRun) {
        options.onFile?.(area, key, 'would copy');
        return;
      }
      await target.put(key, data, contentTypeOf(key));
      // Read back: the bucket must hold what was sent.
      const stored = await target.read(key);
      if (!stored || digest('sha256', stored) !== digest('sha256', data)) throw new Error('the copy does not read back equal');
      report.copied += 1;
      options.onFile?.(area, key, 'copied');
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      options.onFile?.(area, key, 'failed');
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < keys.length) await one(keys[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return report;
}

/** Copies every area of `source` into `target`; never throws for one file (see each area's `failed`). */
export async function migrateMedia(source: MediaStores, target: MediaStores, options: MigrationOptions = {}): Promise<MigrationReport> {
  const report = {} as MigrationReport;
  for (const area of AREA_ORDER) report[area] = await migrateArea(area, source[area], target[area], options);
  return report;
}

/** One line per area, e.g. `public: 42 files (3.1 MB): 40 copied, 2 already there, 0 failed`. */
export function describeMigration(report: MigrationReport, dryRun = false): string[] {
  return AREA_ORDER.map((area) => {
    const { files, bytes, copied, present, failed } = report[area];
    const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
    const done = dryRun ? `${files - present} to copy` : `${copied} copied`;
    return `${area}: ${files} files (${size}): ${done}, ${present} already there, ${failed.length} failed`;
  });
}
