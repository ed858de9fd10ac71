// Reading what the media store holds through its own interface, so a suite's checks hold on either
// adapter (the local folders, or the bucket with MEDIA_TEST_STORE=s3).
import type { MediaStore } from '../../src/lib/media-store';

/** The keys stored under a prefix (e.g. `listings/12/`), sorted. */
export async function storedKeys(store: MediaStore, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list()) if (file.key.startsWith(prefix)) keys.push(file.key);
  return keys.sort();
}

export async function isStored(store: MediaStore, key: string): Promise<boolean> {
  return (await store.head(key)) !== null;
}

/** The stored file; throws when there is none (a test's expectation, not a lookup). */
export async function storedFile(store: MediaStore, key: string): Promise<Buffer> {
  const data = await store.read(key);
  if (!data) throw new Error(`nothing stored under ${key}`);
  return data;
}
