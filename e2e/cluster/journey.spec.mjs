// A buyer's journey through nginx to three API instances on PostgreSQL (issue #31, section 4), with
// one instance killed by `kill -9` half-way: the user sees no error (reads passed on to another
// instance by nginx, no write lost), the instance is started again and answers through nginx; then
// one remote redeployed through the proxy (new folder, new remotes.json) is what the next page loads,
// while the shell's files stay byte-identical, and a rollback brings the version before back.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cluster = () => JSON.parse(fs.readFileSync(process.env.CLUSTER_STATE, 'utf8'));
const PAUL = { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123', displayName: 'Paul Pro' };

test.use({ baseURL: cluster().url });

/** Logs in through the API in the page's cookie jar, as the SPA does. */
async function logIn(page) {
  expect((await page.request.get('/sanctum/csrf-cookie')).ok()).toBe(true);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  const login = await page.request.post('/api/login', {
    data: { email: PAUL.email, password: PAUL.password },
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

test('a buyer browses and keeps a favourite while an API instance is killed, without seeing an error', async ({ page }) => {
  const failures = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  await logIn(page);
  const listings = await (await page.request.get('/api/businesses')).json();
  const listing = (listings.data ?? listings)[0];
  const name = listing.name ?? listing.title;
  const victim = cluster().processes.find((p) => p.name === 'api-2');
  const victimAddress = `127.0.0.1:${cluster().apiPorts[1]}`;

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/business/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: PAUL.displayName })).toBeVisible();

  // Half-way: one of the three instances is killed outright.
  process.kill(victim.pid, 'SIGKILL');

  const heart = page.getByRole('button', { name: `Save ${name} to favorites` });
  const before = await heart.getAttribute('aria-pressed');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/favorites') && r.request().method() === 'POST');
  await heart.click();
  expect((await saved).status()).toBe(200);
  await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  if (before === 'true') {
    // Paul had it already: back to a favourite, so the list below shows it.
    const again = page.waitForResponse((r) => r.url().endsWith('/api/favorites') && r.request().method() === 'POST');
    await heart.click();
    expect((await again).status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }

  await page.goto('/favorites');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item.getByRole('button', { name: `Save ${name} to favorites` })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(item.getByRole('button', { name: `Save ${name} to favorites` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/de/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: PAUL.displayName })).toBeVisible();

  // Nothing the user saw was an error: no toast, no 5xx from the API.
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
  expect(failures).toEqual([]);
  // nginx did meet the dead instance, and passed those requests on.
  expect(accessLog().some((entry) => entry.upstream.startsWith(`${victimAddress}, `))).toBe(true);

  // The cluster starts the instance again; once its fail_timeout is over nginx sends it requests.
  await expect.poll(() => cluster().processes.find((p) => p.name === 'api-2').pid, { timeout: 60_000 }).not.toBe(victim.pid);
  await expect
    .poll(
      async () => {
        const mark = accessLog().length;
        for (let i = 0; i < 6; i++) await page.request.get('/api/health');
        return accessLog()
          .slice(mark)
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
