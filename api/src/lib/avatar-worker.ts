// Runs in a worker thread (see avatar-processor.ts): decoding and re-encoding a picture is seconds of
// pure-JavaScript CPU work, which must not stall the API's event loop for every other request.
import { parentPort } from 'node:worker_threads';
import { InvalidImageError, makeAvatarImages } from './images';
import type { AvatarJob, AvatarJobAnswer } from './avatar-processor';

const port = parentPort;
if (!port) throw new Error('avatar-worker runs as a worker thread only');

port.on('message', async (job: AvatarJob) => {
  let answer: AvatarJobAnswer;
  try {
    const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
    answer = { id: job.id, images: await makeAvatarImages(data) };
  } catch (error) {
    answer =
      error instanceof InvalidImageError
        ? { id: job.id, invalid: true, message: error.reason }
        : { id: job.id, invalid: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
