// Avatar pictures are processed in one worker thread per API process (jobs queue there, one at a
// time): a 12-megapixel photo takes seconds to decode in pure JavaScript, and the event loop must keep
// answering everyone else meanwhile. A job that runs too long (a pathological file) is abandoned, the
// worker replaced, and the upload refused as not valid. The worker's heap is capped.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { API_ROOT } from '../config';
import { InvalidImageError, type AvatarImages } from './images';

export interface AvatarJob {
  id: number;
  data: Uint8Array;
}

export type AvatarJobAnswer =
  | { id: number; images: AvatarImages }
  | { id: number; invalid: boolean; message: string };

export interface AvatarProcessor {
  /** The three avatar sizes; rejects with InvalidImageError for anything not a valid JPEG/PNG. */
  process(data: Buffer): Promise<AvatarImages>;
  close(): Promise<void>;
}

/** Longer than any real photo needs (about 5 s for 12 MP on a busy machine). */
export const AVATAR_JOB_TIMEOUT_MS = 30_000;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function spawnWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 256 } };
  // Built (dist/): the build bundles the worker on its own as dist/avatar-worker.js (see build.mjs).
  if (__filename.endsWith('.js')) return new Worker(path.join(API_ROOT, 'dist', 'avatar-worker.js'), options);
  // Sources (tsx in development, Jest): the worker compiles TypeScript through tsx's require hook.
  const tsx = require.resolve('tsx/cjs');
  const file = path.join(__dirname, 'avatar-worker.ts');
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(file)});`, { ...options, eval: true });
}

interface Pending {
  resolve(images: AvatarImages): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export function createAvatarProcessor(timeoutMs = AVATAR_JOB_TIMEOUT_MS): AvatarProcessor {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      pending.delete(id);
      job.reject(error);
    }
  };

  const start = (): Worker => {
    const started = spawnWorker();
    started.on('message', (answer: AvatarJobAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      clearTimeout(job.timer);
      if ('images' in answer) {
        job.resolve({ avatar: asBuffer(answer.images.avatar), thumb: asBuffer(answer.images.thumb), thumb64: asBuffer(answer.images.thumb64) });
      } else {
        job.reject(answer.invalid ? new InvalidImageError(answer.message) : new Error(answer.message));
      }
    });
    const forget = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', forget);
    started.on('exit', (code) => forget(new Error(`avatar worker exited (${code})`)));
    // An idle worker does not keep the process alive.
    started.unref();
    return started;
  };

  return {
    process(data) {
      const current = (worker ??= start());
      const id = nextId++;
      return new Promise<AvatarImages>((resolve, reject) => {
        const timer = setTimeout(() => {
          // The worker is stuck on this file: replace it (other queued jobs fail and may be retried).
          pending.delete(id);
          reject(new InvalidImageError('processing took too long'));
          if (worker === current) worker = null;
          void current.terminate();
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        current.postMessage({ id, data } satisfies AvatarJob);
      });
    },

    async close() {
      const current = worker;
      worker = null;
      failAll(new Error('avatar processor closed'));
      if (current) await current.terminate();
    },
  };
}
