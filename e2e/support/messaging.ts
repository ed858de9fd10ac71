// Helpers of the messaging journeys: files made here (no binary fixtures), the demo seller's API
// session for preconditions, and a poll forced through the page's own poller (as a send does).
import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, logInThroughApi, NO_STORAGE, USERS, xsrfToken } from './fixtures';

/** A real PNG (RGB, 8 bit) of one colour. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small, well-formed one-page PDF (header, objects, cross-reference table, trailer). */
export function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Polls now through the page's one poller (the shared singleton), as the shell does after a send. */
export async function pollNow(page: Page): Promise<void> {
  await page.evaluate(async () => {
    type Shared = { forcePoll(): void };
    const federation = (
      window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; loadShare(name: string): Promise<false | (() => Shared)> }> } }
    ).__FEDERATION__;
    const factory = await federation.__INSTANCES__.find((instance) => instance.name === 'shell')?.loadShare('@bizmarkt/shared');
    if (!factory) throw new Error('the shared package is not loaded');
    factory().forcePoll();
  });
}

/** The demo seller's own API session (a context of its own, so no shared role session is replaced). */
export async function sellerApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL, storageState: NO_STORAGE });
  await logInThroughApi(request, USERS.seller);
  return request;
}

/** The id of one of the demo seller's listings, by name. */
export async function listingId(seller: APIRequestContext, name: string): Promise<number> {
  const answer = await seller.get('/api/my/businesses', { headers: { Accept: 'application/json' } });
  expect(answer.ok()).toBe(true);
  const found = ((await answer.json()) as { data: Array<{ id: number; name: string }> }).data.find((l) => l.name === name);
  if (!found) throw new Error(`no demo listing named ${name}`);
  return found.id;
}

/** A state-changing call of the seller's session, with the CSRF header. */
export async function sellerPost(seller: APIRequestContext, path: string, data: Record<string, unknown>): Promise<unknown> {
  const answer = await seller.post(path, { data, headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(seller) } });
  expect(answer.ok(), `POST ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** What the listing answer gives this page's user: access granted, and whether a protected field came with it. */
export async function protectedDetails(page: Page, id: number): Promise<{ granted: boolean; months: boolean }> {
  const answer = await page.request.get(`/api/businesses/${id}`, { headers: { Accept: 'application/json' } });
  expect(answer.ok()).toBe(true);
  const listing = (await answer.json()) as { access: { granted: boolean }; months?: unknown };
  return { granted: listing.access.granted, months: listing.months !== undefined };
}
