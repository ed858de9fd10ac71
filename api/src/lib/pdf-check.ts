// Runs the PDF check (pdf-sanitize.ts) on a thread of its own: pdf-lib's parser is plain JavaScript,
// up to a second or more per megabyte of a hostile file, and must not hold up the event loop while the
// API answers everyone else. One thread takes the files in turn; a file that takes longer than
// PDF_CHECK_TIMEOUT_MS, or more heap than the thread has, is refused and the thread replaced. After a
// minute without work the thread ends, and with it whatever memory the parses took.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createJobLimiter } from './images';
import { PdfRefused, type SanitizedPdf } from './pdf-refused';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdf-worker';

export const PDF_CHECK_TIMEOUT_MS = 20_000;
const PDF_WORKER_HEAP_MB = 256;
const PDF_WORKER_IDLE_MS = 60_000;

/**
 * The worker's file: dist/pdf-worker.js beside the bundle, or the TypeScript source (tests, `tsx`),
 * which the thread reads through tsx's require hook.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const built = path.join(__dirname, 'pdf-worker.js');
  if (existsSync(built)) return { file: built, execArgv: [] };
  return { file: path.join(__dirname, 'pdf-worker.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 1;

function startWorker(): Worker {
  const { file, execArgv } = workerEntry();
  const started = new Worker(file, { execArgv, resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_HEAP_MB } });
  // An idle thread does not keep the process alive.
  started.unref();
  return started;
}

function stopWorker(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  void worker?.terminate();
  worker = null;
}

function ask(data: Buffer): Promise<SanitizedPdf> {
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= startWorker();
  const current = worker;
  const id = nextId++;
  return new Promise<SanitizedPdf>((resolve, reject) => {
    const done = (outcome: () => void, stop: boolean) => {
      clearTimeout(timer);
      current.off('message', onMessage);
      current.off('error', onError);
      current.off('exit', onExit);
      if (stop && worker === current) stopWorker();
      outcome();
    };
    const onMessage = (answer: PdfWorkerAnswer) => {
      if (answer.id !== id) return;
      done(() => {
        if (answer.ok) resolve({ data: Buffer.from(answer.data), removed: answer.removed });
        else if ('refused' in answer) reject(new PdfRefused(answer.refused.reason, answer.refused.findings, answer.refused.detail));
        else reject(new Error(`PDF check failed: ${answer.error}`));
      }, false);
    };
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash of the thread: the file cannot be read here.
    const onError = (error: Error) => done(() => reject(new PdfRefused('unreadable', [], `the check stopped (${error.message})`)), true);
    const onExit = (code: number) => done(() => reject(new PdfRefused('unreadable', [], `the check ended early (exit ${code})`)), true);
    const timer = setTimeout(() => done(() => reject(new PdfRefused('unreadable', [], 'took too long to read')), true), PDF_CHECK_TIMEOUT_MS);
    current.on('message', onMessage);
    current.once('error', onError);
    current.once('exit', onExit);
    const request: PdfWorkerRequest = { id, data: new Uint8Array(data) };
    current.postMessage(request);
  }).finally(() => {
    if (worker === current) {
      idleTimer = setTimeout(stopWorker, PDF_WORKER_IDLE_MS);
      idleTimer.unref();
    }
  });
}

/** One file at a time on the thread; the others wait their turn. */
const pdfJob = createJobLimiter(1);

/** Checks a PDF and returns it rewritten (pdf-sanitize.ts); throws PdfRefused. */
export function checkPdf(data: Buffer): Promise<SanitizedPdf> {
  return pdfJob(() => ask(data));
}
