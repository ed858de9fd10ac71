import fs, { existsSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from './client';
import { DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

describe('openPglite on a data folder', () => {
  // One folder for both tests: the first open runs initdb (seconds), a second open of it does not.
  const dir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-pglite-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the folder lock while open, so a second opener is refused', async () => {
    const first = await openPglite(dir);
    try {
      expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
      await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      await first.client.query('select 1');
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  }, 60_000);

  // Issue #27 (docs/decisions/0131-pglite-durability.md): PGlite acknowledged commits it had only
  // written to the kernel's cache; a power cut could lose them.
  it('fsyncs the write-ahead log before a commit is acknowledged', async () => {
    const database = await openPglite(dir);
    const fsync = jest.spyOn(fs, 'fsyncSync');
    try {
      expect((await database.client.query<{ fsync: string }>('show fsync')).rows).toEqual([{ fsync: 'on' }]);
      await database.client.exec('create table if not exists durable_probe (id serial primary key)');
      for (let commit = 0; commit < 3; commit += 1) {
        fsync.mockClear();
        await database.client.query('insert into durable_probe default values');
        const synced = fsync.mock.calls.map(([fd]) => readlinkSync(`/proc/self/fd/${fd as number}`));
        expect(synced.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
      }
    } finally {
      fsync.mockRestore();
      await database.close();
    }
  }, 60_000);
});
