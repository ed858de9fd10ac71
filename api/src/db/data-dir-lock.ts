// PGlite does not lock its data folder, and two processes on one folder silently lose writes.
// Every process that opens the folder (server, migrate, seed) takes this lock file first.
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'bizmarkt.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The PGlite data folder is in use by process ${ownerPid} (lock file ${lockPath}). ` +
        'Stop that process first; if it is not a Bizmarkt process, delete the lock file.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Takes the lock file in `dataDir` (O_EXCL); recovers a lock whose process is gone. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const content = `${process.pid}\n${hostname()}\n${new Date().toISOString()}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(lockPath, content)) return ownedLock(lockPath);
    const owner = readOwnerPid(lockPath);
    if (owner === undefined) continue; // vanished between our open and our read: try again
    if (isAlive(owner)) throw new DataDirLockedError(lockPath, owner);
    removeStaleLock(lockPath, owner);
  }
  throw new Error(`Could not take the lock file ${lockPath}: it keeps changing hands`);
}

function tryCreate(lockPath: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The owner's PID; NaN for an unreadable or torn file (treated as stale); undefined if gone. */
function readOwnerPid(lockPath: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(lockPath, 'utf8').split('\n')[0] ?? '', 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale file aside atomically, so that of two processes recovering at once only one
 * removes it. If what we moved turns out to be a live lock that replaced the stale one in the
 * meantime, it is put back and the folder reported as busy.
 */
function removeStaleLock(lockPath: string, stalePid: number): void {
  const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const movedPid = readOwnerPid(aside);
  if (movedPid !== undefined && movedPid !== stalePid && isAlive(movedPid)) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // Someone holds the lock path already; either way the folder is busy.
    }
    unlinkQuietly(aside);
    throw new DataDirLockedError(lockPath, movedPid);
  }
  unlinkQuietly(aside);
}

function ownedLock(lockPath: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    // Remove the file only while it is still ours.
    if (readOwnerPid(lockPath) === process.pid) unlinkQuietly(lockPath);
  };
  // Best effort on a normal exit; after a crash the next opener finds the PID dead.
  process.on('exit', release);
  return { path: lockPath, release };
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
