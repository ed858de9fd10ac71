import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from './client';
import { DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

describe('openPglite on a data folder', () => {
  it('holds the folder lock while open, so a second opener is refused', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-pglite-lock-'));
    try {
      const first = await openPglite(dir);
      try {
        expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
        await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
        await first.client.query('select 1');
      } finally {
        await first.close();
      }
      expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
