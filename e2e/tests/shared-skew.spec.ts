// Point 8 of issue #9: a remote built against a NEWER @bizmarkt/shared than the running shell still
// works when it is redeployed alone. The test adds a constant and a path builder to pure modules of
// the shared package (which the shell's build does not have), makes the landing remote show them,
// builds that remote into another folder and serves it in place of the old one. Pure subpaths are
// bundled into each app, so the remote gets its own new copy; the stateful root stays the shell's one
// singleton. The shell's files stay byte-identical. Sources are restored in `finally`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { fileHashes } from '../support/file-hashes';
import { buildApp, ROOT, startApp, stopApp } from '../support/stack';

const PROBE = `Shared package skew probe ${Date.now().toString(36)}`;

/** Source edits that only the rebuilt remote sees: path → text to apply to the original. */
const EDITS: Array<[string, (original: string) => string]> = [
  [path.join(ROOT, 'shared', 'src', 'constants.ts'), (text) => `${text}\nexport const SHARED_SKEW_PROBE = ${JSON.stringify(PROBE)};\n`],
  [
    path.join(ROOT, 'shared', 'src', 'routing', 'paths.ts'),
    (text) => `${text}\nexport function skewProbePath(locale: Locale): string {\n  return pathsFor(locale).search({ probe: 'skew' });\n}\n`,
  ],
  [
    path.join(ROOT, 'mfe-listings', 'src', 'features', 'landing', 'components', 'landing-page.tsx'),
    (text) =>
      `import { SHARED_SKEW_PROBE } from '@bizmarkt/shared/constants';\nimport { skewProbePath } from '@bizmarkt/shared/routing';\n${text.replace(
        '</h1>',
        "</h1><a href={skewProbePath('en')}>{SHARED_SKEW_PROBE}</a>",
      )}`,
  ],
];

/** Builds mfe-listings with the edits applied, into outDir; the sources are back as they were after. */
function buildChangedRemote(outDir: string): void {
  const originals = EDITS.map(([file]) => [file, fs.readFileSync(file, 'utf8')] as const);
  try {
    for (const [file, edit] of EDITS) {
      const original = fs.readFileSync(file, 'utf8');
      const changed = edit(original);
      if (changed === original || (file.endsWith('.tsx') && !changed.includes('{SHARED_SKEW_PROBE}'))) throw new Error(`could not edit ${file}`);
      fs.writeFileSync(file, changed);
    }
    buildApp('mfe-listings', outDir);
  } finally {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
  }
}

/** Which copy of the shared root each app uses, and how many copies the page evaluated. */
function sharedCopies() {
  const g = globalThis as { __BIZMARKT_SHARED_COPIES__?: number; __BIZMARKT_APPS__?: Record<string, { sharedInstanceId: string }> };
  return {
    copies: g.__BIZMARKT_SHARED_COPIES__,
    listings: g.__BIZMARKT_APPS__?.mfe_listings?.sharedInstanceId,
    shell: g.__BIZMARKT_APPS__?.shell?.sharedInstanceId,
  };
}

test('a remote built against a newer shared package, redeployed alone, works with the older shell', async ({ page }) => {
  test.setTimeout(240_000);
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const shellBefore = fileHashes(shellDist);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell online businesses' })).toBeVisible();
  await expect(page.getByRole('link', { name: PROBE })).toHaveCount(0);

  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-skew-'));
  buildChangedRemote(outDir);
  try {
    await stopApp('mfe-listings');
    await startApp('mfe-listings', outDir);
    // As in the redeploy test: a reload right after the restart can meet a connection the old server
    // just closed; a person would reload again, and so does the test.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: PROBE })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    // The new constant and the new path builder work in the remote…
    await expect(page.getByRole('link', { name: PROBE })).toHaveAttribute('href', '/search?probe=skew');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell online businesses' })).toBeVisible();
    // …while the stateful root is still the shell's one copy, shared with the remote.
    const copies = await page.evaluate(sharedCopies);
    expect(copies.copies).toBe(1);
    expect(copies.listings).toBeTruthy();
    expect(copies.listings).toBe(copies.shell);
    // The shell was not rebuilt: its files are byte-identical.
    expect(fileHashes(shellDist)).toEqual(shellBefore);
  } finally {
    await stopApp('mfe-listings').catch(() => undefined);
    await startApp('mfe-listings');
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell online businesses' })).toBeVisible();
  await expect(page.getByRole('link', { name: PROBE })).toHaveCount(0);
});
