// The media store (avatars and listing images): a local folder (MEDIA_DIR) with files under keys the
// API makes up (lib/media.ts). `app.media` in the app (plugins/app/media.ts, which also serves them);
// the seed uses it without the app. An S3-compatible store can replace the folder behind the interface.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey } from './media';

export interface MediaStore {
  /** Stores the data under the key (written to a temporary name first, so a reader never sees half). */
  put(key: string, data: Buffer): Promise<void>;
  /** Deletes the files; keys that do not exist (or are not ours) are skipped. */
  remove(keys: readonly string[]): Promise<void>;
  /** The file's location on disk, or null for a key that is not valid. */
  pathOf(key: string): string | null;
}

/** The folder store. */
export function createMediaStore(folder: string): MediaStore {
  const root = path.resolve(folder);

  const pathOf: MediaStore['pathOf'] = (key) => {
    if (!isMediaKey(key)) return null;
    const file = path.resolve(root, key);
    // The key pattern already rules out `..`; this keeps the folder's boundary whatever changes there.
    return file.startsWith(root + path.sep) ? file : null;
  };

  const put: MediaStore['put'] = async (key, data) => {
    const file = pathOf(key);
    if (!file) throw new Error(`not a media key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data, { mode: 0o644 });
    await rename(temporary, file);
  };

  const remove: MediaStore['remove'] = async (keys) => {
    await Promise.all(
      keys.map(async (key) => {
        const file = pathOf(key);
        if (file) await rm(file, { force: true });
      }),
    );
  };

  return { put, remove, pathOf };
}
