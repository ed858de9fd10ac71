import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('PGlite data folder lock', () => {
  it('writes our PID into the lock file and removes it on release', () => {
    const lock = acquireDataDirLock(dir);
    const file = path.join(dir, LOCK_FILE_NAME);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a folder that a live process holds', () => {
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
    // Free again after release.
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that is gone', () => {
    const pid = deadPid();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${pid}\nsomehost\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').startsWith(`${process.pid}\n`)).toBe(true);
    lock.release();
  });

  it('takes over an unreadable (torn) lock file', () => {
    writeFileSync(path.join(dir, LOCK_FILE_NAME), '');
    acquireDataDirLock(dir).release();
  });

  it('does not remove a lock file that is no longer ours', () => {
    const lock = acquireDataDirLock(dir);
    const file = path.join(dir, LOCK_FILE_NAME);
    writeFileSync(file, '1\nother\n');
    lock.release();
    expect(existsSync(file)).toBe(true);
  });
});
