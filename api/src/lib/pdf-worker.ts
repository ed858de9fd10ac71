// The PDF check's own thread (see pdf-check.ts): reads PDFs from the parent one at a time and answers
// each with the rewritten bytes or the refusal. Built as dist/pdf-worker.js (build.mjs).
import { parentPort } from 'node:worker_threads';
import { PdfRefused, sanitizePdf } from './pdf-sanitize';

export interface PdfWorkerRequest {
  id: number;
  data: Uint8Array;
}

export type PdfWorkerAnswer = { id: number } & (
  | { ok: true; data: Uint8Array; removed: string[] }
  | { ok: false; refused: { reason: PdfRefused['reason']; findings: PdfRefused['findings']; detail: string } }
  | { ok: false; error: string }
);

async function answer({ id, data }: PdfWorkerRequest): Promise<PdfWorkerAnswer> {
  try {
    const sanitized = await sanitizePdf(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    return { id, ok: true, data: sanitized.data, removed: sanitized.removed };
  } catch (error) {
    if (error instanceof PdfRefused) return { id, ok: false, refused: { reason: error.reason, findings: error.findings, detail: error.detail } };
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

// pdf-lib warns on the console about what it skips; the answer says what counts.
console.warn = () => undefined;
console.log = () => undefined;

parentPort?.on('message', (request: PdfWorkerRequest) => {
  void answer(request).then((result) => parentPort!.postMessage(result));
});
