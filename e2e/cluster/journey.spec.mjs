// The core journey through nginx to three API instances on PostgreSQL with every file in the S3 bucket
// (issue #31, section 4), in three browsers: the seller's listing with its pictures, a PRO buyer's NDA
// signed and the seller's acceptance, messages with an image attachment, a favourite, a free buyer's
// checkout with the sandbox provider — requests spread over the instances by nginx, and one instance
// killed with `kill -9` half-way: no user sees an error toast or a 5xx, every acknowledged write is in
// the database (and every file in the bucket), and the instance is started again and answers through
// nginx. Then one remote redeployed through the proxy (new folder, new remotes.json) is what the next
// page loads, while the shell's files stay byte-identical, and a rollback brings the version before back.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { postgresBinDir } from '../../shared/tooling/cluster.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cluster = () => JSON.parse(fs.readFileSync(process.env.CLUSTER_STATE, 'utf8'));
const PAUL = { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123', displayName: 'Paul Pro' };
const SOPHIE = { email: 'seller@bizmarkt.test', password: 'SellerPass123', displayName: 'Sophie Seller' };
const FRIEDA = { email: 'free@bizmarkt.test', password: 'FreeBuyerPass123', displayName: 'Frieda Free' };
/** The demo seller's listing with an NDA (and, like all demo listings, pictures). */
const NDA_LISTING = 'Organic skincare brand (EU)';
/** A remote's first page or panel, or a return from the payment page, on a loaded machine. */
const FIRST_LOAD = { timeout: 30_000 };

test.use({ baseURL: cluster().url });

/** Logs in through the API in the page's cookie jar, as the SPA does. */
async function logIn(page, user = PAUL) {
  expect((await page.request.get('/sanctum/csrf-cookie')).ok()).toBe(true);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  const login = await page.request.post('/api/login', {
    data: { email: user.email, password: user.password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value), Accept: 'application/json' },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** The JSON lines of nginx's access log. */
const accessLog = () =>
  fs
    .readFileSync(cluster().accessLog, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

/** One value (or rows joined by newlines) from the cluster's PostgreSQL. */
function psql(sql) {
  const result = spawnSync(
    path.join(postgresBinDir(), 'psql'),
    ['-h', '127.0.0.1', '-p', String(cluster().postgres.port), '-U', 'postgres', '-d', 'bizmarkt', '-tAc', sql],
    { encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

/** The file s3rver keeps for an object of the cluster's bucket. */
function bucketObject(key) {
  const parts = key.split('/');
  return path.join(path.dirname(process.env.CLUSTER_STATE), 's3', 'bizmarkt-media', ...parts.slice(0, -1), `${parts.at(-1)}._S3rver_object`);
}

/** A real PNG (RGB, 8 bit) of one colour. */
function png(width, height, [r, g, b]) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const chunk = (type, data) => {
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
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Polls now through the page's one poller (the shared singleton), as the shell does after a send. */
async function pollNow(page) {
  await page.evaluate(async () => {
    const factory = await window.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell')?.loadShare('@bizmarkt/shared');
    if (!factory) throw new Error('the shared package is not loaded');
    factory().forcePoll();
  });
}

/** A page of its own (cookies, session) in a new browser context, its API answers collected. */
async function userPage(browser, user, answers) {
  const context = await browser.newContext({ baseURL: cluster().url, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  watch(page, answers);
  await logIn(page, user);
  return page;
}

/**
 * Records every API answer. A read answered 5xx is a failure outright (nginx passes a failed read to
 * the next instance). A write that was in flight on the killed instance may be answered 502 by nginx,
 * which never sends a write twice; the client then sends it again with the same Idempotency-Key
 * (decision 0211), and that is not an error the user sees — as long as a later answer to the same key
 * succeeded. `unrecovered` lists what broke those rules.
 */
function watch(page, answers) {
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const request = response.request();
    const key = (await request.allHeaders().catch(() => ({})))['idempotency-key'] ?? null;
    answers.push({ method: request.method(), path: url.pathname, status: response.status(), key });
  });
}

function unrecovered(answers) {
  return answers
    .filter((a) => a.status >= 500)
    .filter((a) => a.method === 'GET' || a.key === null || !answers.some((b) => b.key === a.key && b.status < 400))
    .map((a) => `${a.status} ${a.method} ${a.path}${a.key ? ' (never answered on a retry)' : ''}`);
}

test('the core journey through nginx, with one API instance killed half-way: no error seen, nothing acknowledged lost', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const answers = [];
  watch(page, answers);
  const mark = accessLog().length;
  const victim = cluster().processes.find((p) => p.name === 'api-2');
  const victimAddress = `127.0.0.1:${cluster().apiPorts[1]}`;

  // The seller's listing with its pictures, served from the bucket through nginx.
  await logIn(page, PAUL);
  const seller = await userPage(browser, SOPHIE, answers);
  const mine = await (await seller.request.get('/api/my/businesses', { headers: { Accept: 'application/json' } })).json();
  const id = mine.data.find((listing) => listing.name === NDA_LISTING).id;
  await page.goto(`/business/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: NDA_LISTING })).toBeVisible(FIRST_LOAD);
  const picture = page.locator('img.bz-gallery__main');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  const pictureKey = new URL(await picture.getAttribute('src'), cluster().url).pathname.replace(/^\/api\/media\//, '');
  expect(fs.existsSync(bucketObject(`media/${pictureKey}`)), `${pictureKey} in the bucket`).toBe(true);

  // Paul signs the listing's NDA; Sophie, in her own browser, accepts.
  await page.goto(`/sign/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the NDA' })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Full name').fill(PAUL.displayName);
  await page.getByText('I have read the agreement and accept it.').click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${id}$`));
  const buyerPanel = page.getByRole('dialog', { name: 'Messages' });
  await expect(buyerPanel.getByText('Listing view request')).toBeVisible(FIRST_LOAD);
  await seller.goto('/?messages');
  const sellerPanel = seller.getByRole('dialog', { name: 'Messages' });
  await sellerPanel.getByRole('button', { name: `Show conversations about ${NDA_LISTING}` }).click(FIRST_LOAD);
  await sellerPanel.getByRole('button', { name: 'Open conversation with Paul Pro' }).click();
  await sellerPanel.getByRole('button', { name: 'Accept agreement' }).click();
  await expect(sellerPanel.getByRole('button', { name: 'Accept agreement' })).toHaveCount(0);

  // Half-way: one of the three instances is killed outright.
  process.kill(victim.pid, 'SIGKILL');

  // Messages with an attachment, both ways.
  await page.goto(`/business/${id}?messages`);
  await buyerPanel
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: NDA_LISTING }) })
    .getByRole('button', { name: /^Open conversation with / })
    .click(FIRST_LOAD);
  const text = `Hello Sophie, could we talk about the stock levels? (${Date.now()})`;
  const input = buyerPanel.getByPlaceholder('Your message..');
  await input.fill(text);
  await input.press('Enter');
  await expect(buyerPanel.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await buyerPanel.locator('input[type=file]').setInputFiles({ name: 'warehouse.png', mimeType: 'image/png', buffer: png(48, 32, [40, 120, 90]) });
  await expect(buyerPanel.getByRole('img', { name: 'Image warehouse.png' })).toBeVisible();
  await expect
    .poll(async () => {
      await pollNow(seller);
      return sellerPanel.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'Image warehouse.png' }).count();
    })
    .toBeGreaterThan(0);

  // A favourite, still there after a reload.
  await page.goto(`/business/${id}`);
  const heart = page.getByRole('button', { name: `Save ${NDA_LISTING} to favorites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false', FIRST_LOAD);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  const saved = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NDA_LISTING }) });
  await expect(saved.getByRole('button', { name: `Save ${NDA_LISTING} to favorites` })).toHaveAttribute('aria-pressed', 'true', FIRST_LOAD);
  await page.reload();
  await expect(saved.getByRole('button', { name: `Save ${NDA_LISTING} to favorites` })).toHaveAttribute('aria-pressed', 'true', FIRST_LOAD);

  // Frieda, a free buyer, upgrades to PRO through the sandbox checkout.
  const frieda = await userPage(browser, FRIEDA, answers);
  await frieda.goto('/pricing');
  const pro = frieda.getByRole('article', { name: 'PRO' });
  await pro.getByRole('button', { name: 'Upgrade' }).click(FIRST_LOAD);
  await expect(frieda).toHaveURL(/\/api\/payments\/sandbox\/checkout\//, FIRST_LOAD);
  await frieda.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(frieda).toHaveURL(/\/subscription\/success\?checkout_id=/, FIRST_LOAD);
  await expect(frieda.getByRole('heading', { level: 1, name: 'Welcome to PRO!' })).toBeVisible(FIRST_LOAD);

  // Nobody saw an error: no toast, no read answered 5xx, no write left failed after its retries.
  for (const p of [page, seller, frieda]) await expect(p.locator('.p-toast-message')).toHaveCount(0);
  expect(unrecovered(answers)).toEqual([]);

  // Nothing acknowledged is lost: every write is in the database, every file in the bucket.
  const userId = (email) => psql(`select id from users where email = '${email}'`);
  const paulId = userId(PAUL.email);
  expect(psql(`select decision from nda_records where business_id = ${id} and signer_id = ${paulId} order by id desc limit 1`)).toBe('accepted');
  expect(psql(`select count(*) from nda_acceptances where business_id = ${id} and user_id = ${paulId}`)).toBe('1');
  expect(psql(`select count(*) from messages where user_id = ${paulId} and message = '${text.replace(/'/g, "''")}'`)).toBe('1');
  const attachment = psql(`select media_key from messages where user_id = ${paulId} and media_key is not null order by id desc limit 1`);
  expect(attachment).toMatch(/^messages\/\d+\/[0-9a-f]{32}\.png$/);
  expect(fs.existsSync(bucketObject(`attachments/${attachment}`)), `${attachment} in the bucket`).toBe(true);
  expect(psql(`select count(*) from favorites where user_id = ${paulId} and business_id = ${id}`)).toBe('1');
  expect(psql(`select status from subscriptions where user_id = ${userId(FRIEDA.email)} order by id desc limit 1`)).toBe('active');
  // Her invoice's PDF (written once the payment is confirmed) is an object of the bucket too.
  const invoiceKey = () => psql(`select coalesce(pdf_key, '') from invoices where user_id = ${userId(FRIEDA.email)} order by id desc limit 1`);
  await expect.poll(invoiceKey, FIRST_LOAD).toMatch(/\.pdf$/);
  expect(fs.existsSync(bucketObject(`invoices/${invoiceKey()}`)), `invoice ${invoiceKey()} in the bucket`).toBe(true);
  // …and none in the local folder (MEDIA_DIR), which no instance even made.
  const mediaDir = path.join(path.dirname(process.env.CLUSTER_STATE), 'media');
  const localFiles = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir, { recursive: true }).filter((f) => fs.statSync(path.join(mediaDir, f)).isFile()) : [];
  expect(localFiles).toEqual([]);

  // nginx spread the journey's requests over the instances, met the dead one and passed those on.
  const journey = accessLog()
    .slice(mark)
    .filter((entry) => entry.uri.startsWith('/api/'));
  const answeredBy = new Set(journey.map((entry) => entry.upstream.split(', ').at(-1)));
  expect(answeredBy.size, [...answeredBy].join(' ')).toBeGreaterThanOrEqual(2);
  expect(journey.some((entry) => entry.upstream.startsWith(`${victimAddress}, `))).toBe(true);

  // The cluster starts the instance again; once its fail_timeout is over nginx sends it requests.
  await expect.poll(() => cluster().processes.find((p) => p.name === 'api-2').pid, { timeout: 60_000 }).not.toBe(victim.pid);
  await expect
    .poll(
      async () => {
        const since = accessLog().length;
        for (let i = 0; i < 6; i++) await page.request.get('/api/health');
        return accessLog()
          .slice(since)
          .some((entry) => entry.upstream === victimAddress);
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
});

test('a remote redeployed through the proxy is what the next page loads; the shell stays byte-identical; a rollback restores it', async ({ page }) => {
  const state = cluster();
  const release = (...args) => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'remote-release.mjs'), ...args, '--dir', state.publicDir], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  };
  /** The scripts a page load fetches. */
  const scriptsOf = async (pathname) => {
    const urls = [];
    const collect = (request) => {
      if (request.resourceType() === 'script') urls.push(request.url());
    };
    page.on('request', collect);
    await page.goto(pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', collect);
    return urls;
  };
  const listingsEntry = async () => (await (await page.request.get('/remotes.json')).json()).find((r) => r.name === 'mfe_listings').entry;

  const before = await scriptsOf('/search');
  const oldEntry = await listingsEntry();
  const shellScripts = before.filter((url) => !new URL(url).pathname.startsWith('/remotes/'));
  const shellBytes = await Promise.all(shellScripts.map(async (url) => (await page.request.get(url)).body()));

  // A new build of the listings remote: its files with a changed entry (a new version).
  const build = path.join(path.dirname(process.env.CLUSTER_STATE), 'e2e-listings-build');
  const dist = path.join(ROOT, 'mfe-listings', 'dist');
  fs.cpSync(dist, build, { recursive: true, filter: (file) => path.relative(dist, file).split(path.sep)[0] !== 'server' });
  fs.appendFileSync(path.join(build, 'remoteEntry.js'), '\n/* redeployed by the cluster journey */\n');
  for (const file of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(build, file), { force: true });
  release('release', 'mfe-listings', '--from', build);
  const newEntry = await listingsEntry();
  expect(newEntry).not.toBe(oldEntry);

  const after = await scriptsOf('/search');
  const newFolder = new URL('.', newEntry).pathname;
  expect(after.some((url) => new URL(url).pathname === `${newFolder}remoteEntry.js`)).toBe(true);
  expect(after.some((url) => new URL(url).pathname.startsWith(new URL('.', oldEntry).pathname))).toBe(false);
  const shellAfter = after.filter((url) => !new URL(url).pathname.startsWith('/remotes/'));
  expect(shellAfter).toEqual(shellScripts);
  const bytesAfter = await Promise.all(shellAfter.map(async (url) => (await page.request.get(url)).body()));
  expect(bytesAfter).toEqual(shellBytes);

  release('rollback', 'mfe-listings');
  expect(await listingsEntry()).toBe(oldEntry);
  const rolledBack = await scriptsOf('/search');
  expect(rolledBack.some((url) => new URL(url).pathname === `${new URL('.', oldEntry).pathname}remoteEntry.js`)).toBe(true);
});
