// Hostile uploads (issue #27, point 7): a corpus built at test time (test/helpers/hostile-files.ts) —
// polyglots, SVG as PNG, pixel floods, truncated images, decompression bombs, every PDF variant of
// point 4, a 60 MB file, EXIF with a GPS position — sent over every upload endpoint by the actor who
// may upload there. Each must be refused (4xx in the Laravel shape) or neutralised (what is stored and
// served back is re-encoded: no action, no trailing bytes, no EXIF, nothing of the hostile part);
// nothing may pass through, and the server stays healthy (GET /health, and an ordinary upload after).
// `npm test` sends the sample (`sample: true`) and the 60 MB file to the chat; SECURITY_FULL=1 sends
// everything everywhere and prints `security hostile-uploads: tried N, refused N, neutralised N,
// passed-through N`.
import sharp from 'sharp';
import { LISTING_IMAGE_PATHS, SELLERBOARD_PATHS } from '@bizmarkt/shared/contract';
import { multipartBody, pngFixture } from '../helpers/accounts';
import type { TestClient } from '../helpers/client';
import { hostileCorpus, sixtyMegabytes, type HostileFile } from '../helpers/hostile-files';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { useTestApp } from '../helpers/test-app';

const FULL = process.env.SECURITY_FULL === '1';
jest.setTimeout(FULL ? 20 * 60_000 : 120_000);

const t = useTestApp();
let w: MessagingWorld;
let corpus: HostileFile[];
let dialogId: number;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  dialogId = (await sendText(w.pro.client, w.listingId, 'Hello, files follow.')).json().message.dialog_id;
  const all = await hostileCorpus({ full: FULL });
  const huge: HostileFile = { name: '60 MB file', filename: 'huge.png', contentType: 'image/png', data: sixtyMegabytes(), markers: [] };
  corpus = FULL ? [...all, huge] : all.filter((file) => file.sample);
  if (!FULL) corpus.push(huge);
});

type Outcome = 'refused' | 'neutralised' | 'passed-through';

interface Endpoint {
  name: string;
  /** In the bounded run the 60 MB file goes to this one only. */
  takesHuge: boolean;
  send(file: HostileFile): Promise<{ statusCode: number; json(): unknown; body: string }>;
  /** For an accepted upload: every stored file, as served back. */
  stored(answer: unknown): Promise<Buffer[]>;
  /** Undoes an accepted upload (so limits like ten images a listing are not reached). */
  undo(answer: unknown): Promise<void>;
}

const post = (client: TestClient, url: string, fields: Record<string, string>, field: string, file: HostileFile) => {
  const body = multipartBody(fields, { name: field, filename: file.filename, contentType: file.contentType, data: file.data });
  return client.request({ method: 'POST', url, payload: body.payload, headers: body.headers });
};

const served = async (client: TestClient, url: string) => {
  const response = await client.request({ url });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.rawPayload;
};

const PROFILE = { role: 'buyer', name: 'Paula', last_name: 'Pro', country_code: 'DE', about: 'Buying brands.', delete_file: '0' };

function endpoints(): Endpoint[] {
  return [
    {
      name: 'avatar',
      takesHuge: false,
      send: (file) => post(w.pro.client, `/api/users/${w.pro.user.id}`, PROFILE, 'file', file),
      stored: async (answer) => {
        const user = answer as { avatar: string; avatar_thumb: string; avatar_thumb_64: string };
        return Promise.all([user.avatar, user.avatar_thumb, user.avatar_thumb_64].map((url) => served(w.pro.client, url)));
      },
      undo: async () => undefined,
    },
    {
      name: 'listing image',
      takesHuge: false,
      send: (file) => post(w.seller.client, LISTING_IMAGE_PATHS.images(w.listingId), {}, 'file', file),
      stored: async (answer) => {
        const { image } = answer as { image: { url: string; thumb_url: string } };
        return Promise.all([image.url, image.thumb_url].map((url) => served(w.seller.client, url)));
      },
      undo: async (answer) => {
        const { image } = answer as { image: { id: number } };
        const removed = await w.seller.client.request({ method: 'DELETE', url: `/api/businesses/${w.listingId}/images/${image.id}` });
        expect(removed.statusCode).toBe(200);
      },
    },
    {
      name: 'chat media',
      takesHuge: true,
      send: (file) => post(w.pro.client, '/api/messages', { type: 'media', business_id: String(w.listingId) }, 'media', file),
      stored: async (answer) => {
        const { message } = answer as { message: { media_url: string; image_url: string | null } };
        const urls = [message.media_url, ...(message.image_url ? [message.image_url] : [])];
        return Promise.all(urls.map((url) => served(w.seller.client, url)));
      },
      undo: async () => undefined,
    },
    {
      name: 'data room document',
      takesHuge: false,
      send: (file) => post(w.seller.client, `/api/dialogs/${dialogId}/data-room/documents`, { folder: 'Screenshots', visibility: 'nda' }, 'document', file),
      stored: async (answer) => [await served(w.seller.client, (answer as { url: string }).url)],
      undo: async (answer) => {
        const removed = await w.seller.client.request({ method: 'DELETE', url: (answer as { url: string }).url });
        expect(removed.statusCode).toBe(204);
      },
    },
    {
      name: 'sellerboard file',
      takesHuge: false,
      send: (file) => post(w.seller.client, SELLERBOARD_PATHS.importFile(w.listingId), {}, 'file', file),
      // The import stores no file: an accepted one would have been read as a sellerboard export.
      stored: async () => [],
      undo: async () => undefined,
    },
  ];
}

/** The answer of a refusal: 4xx with `{ message }`, and for a 422 `errors` naming fields with messages. */
function isLaravelRefusal(statusCode: number, body: unknown): boolean {
  if (statusCode < 400 || statusCode >= 500) return false;
  const answer = body as { message?: unknown; errors?: Record<string, unknown> };
  if (typeof answer?.message !== 'string' || answer.message === '') return false;
  if (statusCode !== 422) return true;
  const errors = answer.errors ?? {};
  return Object.keys(errors).length > 0 && Object.values(errors).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
}

const PDF_ACTIVE = [
  '/JavaScript',
  '/JS',
  '/OpenAction',
  '/AA',
  '/URI',
  '/Launch',
  '/GoToR',
  '/GoToE',
  '/EmbeddedFile',
  '/FileAttachment',
  '/XFA',
  '/SubmitForm',
  '/ImportData',
  '/RichMedia',
];

/** Why a stored file is not neutral, or null when it is. */
async function notNeutral(file: HostileFile, data: Buffer): Promise<string | null> {
  if (data.equals(file.data)) return 'stored byte for byte as sent';
  const text = data.toString('latin1');
  const marker = file.markers.find((m) => text.includes(m));
  if (marker) return `still holds ${JSON.stringify(marker)}`;
  if (text.startsWith('%PDF-')) {
    const active = PDF_ACTIVE.find((name) => new RegExp(`${name.replace('/', '\\/')}(?![A-Za-z])`).test(text));
    if (active) return `PDF still holds ${active}`;
    if (!/%%EOF\s*$/.test(text)) return 'bytes after %%EOF';
    return null;
  }
  let metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    return 'neither a PDF nor a decodable image';
  }
  if (!['jpeg', 'png', 'webp'].includes(metadata.format ?? '')) return `stored as ${metadata.format}`;
  if (metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length) return 'metadata survived';
  if (metadata.format === 'jpeg' && !(data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9)) return 'bytes after the JPEG';
  if (metadata.format === 'png' && text.lastIndexOf('IEND') !== data.length - 8) return 'bytes after the PNG';
  return null;
}

async function clearLimits(): Promise<void> {
  for (const prefix of ['avatar:', 'listing-image:', 'messages:', 'sellerboard-import:']) await t.app.throttle.clearPrefix(prefix);
}

it('refuses or neutralises every hostile upload on every upload endpoint, and stays healthy', async () => {
  const counts: Record<Outcome, number> = { refused: 0, neutralised: 0, 'passed-through': 0 };
  const failures: string[] = [];
  for (const endpoint of endpoints()) {
    for (const file of corpus) {
      if (!FULL && file.name === '60 MB file' && !endpoint.takesHuge) continue;
      await clearLimits();
      const response = await endpoint.send(file);
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = response.body;
      }
      const label = `${endpoint.name} ← ${file.name}: ${response.statusCode}`;
      if (response.statusCode >= 200 && response.statusCode < 300) {
        const stored = await endpoint.stored(body);
        const problems = (await Promise.all(stored.map((data) => notNeutral(file, data)))).filter((problem) => problem !== null);
        if (stored.length === 0 || problems.length > 0) {
          counts['passed-through'] += 1;
          failures.push(`${label} passed through (${problems.join('; ') || 'accepted, nothing to check'})`);
        } else {
          counts.neutralised += 1;
        }
        await endpoint.undo(body);
      } else if (isLaravelRefusal(response.statusCode, body)) {
        counts.refused += 1;
      } else {
        counts['passed-through'] += 1;
        failures.push(`${label} is neither a refusal in the Laravel shape nor a success: ${response.body.slice(0, 200)}`);
      }
    }
  }
  const tried = counts.refused + counts.neutralised + counts['passed-through'];
  if (FULL) {
    console.log(
      `security hostile-uploads: tried ${tried}, refused ${counts.refused}, neutralised ${counts.neutralised}, passed-through ${counts['passed-through']}`,
    );
  }
  expect(failures).toEqual([]);
  expect(counts['passed-through']).toBe(0);
  expect(tried).toBeGreaterThanOrEqual(corpus.length * 3);
  expect(counts.refused).toBeGreaterThan(0);
  expect(counts.neutralised).toBeGreaterThan(0);

  // Healthy after: the health check (the API's is GET /health) and an ordinary upload still work.
  const health = await t.app.inject({ url: '/health' });
  expect([health.statusCode, health.json().status]).toEqual([200, 'ok']);
  await clearLimits();
  const ordinary = await post(w.pro.client, '/api/messages', { type: 'media', business_id: String(w.listingId) }, 'media', {
    name: 'a photo',
    filename: 'photo.png',
    contentType: 'image/png',
    data: pngFixture(40, 30),
    markers: [],
  });
  expect(ordinary.statusCode).toBe(201);
});
