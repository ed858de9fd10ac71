// The boundary rules of eslint.config.mjs, run through ESLint's own API on imports written on purpose: a deep
// import across features fails in every remote, the public entry and the remote's src/lib pass, the shared
// package and the apps keep to themselves, a public entry holds nothing but re-exports. If a rule stops
// matching (a renamed folder, a resolver that no longer finds a file), this fails rather than the lint going
// quiet.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-syntax']);

/** The boundary errors ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${file} did not parse`);
  return result.messages.filter((message) => BOUNDARY_RULES.has(message.ruleId)).map((message) => message.message);
}

const remotes = fs.readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(ROOT, dir, 'src', 'features')));

/** A module of `feature` other than its public entry, as an import specifier from another feature's folder. */
function innerModule(remote, feature) {
  const dir = path.join(ROOT, remote, 'src', 'features', feature);
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== 'index.ts');
  return `../../${feature}/${files.sort()[0].replace(/\.tsx?$/, '')}`;
}

test('every remote has features to guard', () => {
  assert.deepEqual(remotes.sort(), ['mfe-account', 'mfe-create-listing', 'mfe-listings', 'mfe-messaging']);
});

for (const remote of remotes) {
  test(`${remote}: a feature importing another feature's inner module fails; its public entry passes`, async () => {
    const features = fs.readdirSync(path.join(ROOT, remote, 'src', 'features')).sort();
    const withEntry = features.find((name) => fs.existsSync(path.join(ROOT, remote, 'src', 'features', name, 'index.ts')));
    assert.ok(withEntry, `${remote} has a feature with a public entry`);
    const importer = features.find((name) => name !== withEntry);
    const file = `${remote}/src/features/${importer}/components/boundary-probe.tsx`;

    const deep = await boundaryErrors(file, `export * from '${innerModule(remote, withEntry)}';\n`);
    assert.equal(deep.length, 1, `a deep import into ${withEntry} is refused`);
    assert.match(deep[0], /public entry features\/<name>\/index\.ts/);

    assert.deepEqual(await boundaryErrors(file, `export * from '../../${withEntry}';\n`), []);
    // Inside the same feature, anything goes.
    const own = `${remote}/src/features/${withEntry}/components/boundary-probe.tsx`;
    assert.deepEqual(await boundaryErrors(own, `export * from '${innerModule(remote, withEntry).replace(`../../${withEntry}/`, '../')}';\n`), []);
  });
}

test('what several features share, in the remote src/lib, passes', async () => {
  const file = 'mfe-account/src/features/billing/api/boundary-probe.ts';
  assert.deepEqual(await boundaryErrors(file, "export { goToUrl } from '../../../lib/go-to-url';\n"), []);
});

test('the cycles the issue named stay broken: billing → payment and chat → dialogs are refused', async () => {
  const billing = await boundaryErrors(
    'mfe-account/src/features/billing/api/boundary-probe.ts',
    "export { useCheckoutOutcome } from '../../payment/hooks/use-checkout-outcome';\n",
  );
  assert.equal(billing.length, 1);
  const chat = await boundaryErrors('mfe-messaging/src/features/chat/api/boundary-probe.ts', "export { getDialogs } from '../../dialogs/api/get-dialogs';\n");
  assert.equal(chat.length, 1);
});

test('the shared package imports no app; an app imports no other app', async () => {
  const shared = await boundaryErrors('shared/src/boundary-probe.ts', "export * from '../../mfe-account/src/lib/money';\n");
  assert.equal(shared.length, 1);
  assert.match(shared[0], /shared package imports no app/);
  const app = await boundaryErrors('shell/src/boundary-probe.ts', "export * from '../../mfe-listings/src/lib/format';\n");
  assert.equal(app.length, 1);
  assert.match(app[0], /only through federation/);
});

test('a public entry holds nothing but re-exports', async () => {
  const file = 'mfe-account/src/features/billing/index.ts';
  assert.deepEqual(await boundaryErrors(file, "export { billingQueryOptions } from './api/get-billing';\n"), []);
  const errors = await boundaryErrors(file, "import { billingQueryOptions } from './api/get-billing';\nexport const options = billingQueryOptions;\n");
  assert.equal(errors.length, 2);
});
