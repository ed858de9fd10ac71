// The API's layers (docs/architecture/api-layers.md) as eslint.config.mjs enforces them, run through ESLint's own API
// on imports written on purpose: for every two folders of api/src, an import from the lower into the upper one fails
// and the other way round passes; folders on one line do not import each other; the seed reaches public entry points
// only. The order is written out here, apart from the config, so that a change of either is a change of both.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** Top first; each entry: a folder (or file) of api/src and a module of it to import. */
const LAYERS = [
  [
    ['server.ts', 'server'],
    ['cli', 'cli/migrate'],
  ],
  [['seed', 'seed/index']],
  [['app.ts', 'app']],
  [['routes', 'routes/user/index']],
  [['plugins', 'plugins/app/access']],
  [['responses', 'responses/user']],
  [
    ['domain', 'domain/notifier'],
    ['billing', 'billing/service'],
  ],
  [
    ['mail', 'mail/outbox'],
    ['jobs', 'jobs/queue'],
  ],
  [['repositories', 'repositories/index']],
  [['schemas', 'schemas/profile']],
  [['lib', 'lib/lang']],
  [['db', 'db/client']],
  [['config.ts', 'config']],
  [['settings', 'settings/billing']],
];
const SEED_ENTRIES = ['config', 'db/client', 'db/schema/index', 'lib/lang', 'repositories/index', 'billing/index'];

/** The file that stands for a folder when it imports: the file itself, or a probe inside the folder. */
const importerOf = (folder) => (folder.endsWith('.ts') ? `api/src/${folder}` : `api/src/${folder}/layer-probe.ts`);

/** The import-x/no-restricted-paths errors ESLint reports for `importer` importing `module` (both under api/src). */
async function layerErrors(importer, module) {
  const from = path.posix.dirname(importer);
  let specifier = path.posix.relative(from, `api/src/${module}`);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const [result] = await eslint.lintText(`export * from '${specifier}';\n`, { filePath: path.join(ROOT, importer) });
  assert.deepEqual(
    result.messages.filter((message) => message.fatal),
    [],
    `${importer} did not parse`,
  );
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

const entries = LAYERS.flatMap((line, index) => line.map(([folder, module]) => ({ folder, module, index })));

test('an import from a lower layer into a higher one fails; the other way round passes', async () => {
  for (const upper of entries) {
    for (const lower of entries) {
      if (lower.index <= upper.index) continue;
      const up = await layerErrors(importerOf(lower.folder), upper.module);
      // The seed's own rule may refuse it too.
      assert.ok(up.length >= 1, `${lower.folder} → ${upper.module} is refused`);
      assert.match(up[0], /imports run down only|public entry points only/);
      // The seed takes public entry points only: that rule has its own test below.
      if (upper.folder === 'seed') continue;
      assert.deepEqual(await layerErrors(importerOf(upper.folder), lower.module), [], `${upper.folder} → ${lower.module} passes`);
    }
  }
});

test('folders on one line do not import each other', async () => {
  for (const line of LAYERS.filter((each) => each.length > 1)) {
    for (const [folder] of line) {
      for (const [other, module] of line) {
        if (other === folder) continue;
        assert.equal((await layerErrors(importerOf(folder), module)).length, 1, `${folder} → ${module} is refused`);
      }
    }
  }
});

test('the seed uses public entry points only', async () => {
  for (const module of SEED_ENTRIES) assert.deepEqual(await layerErrors('api/src/seed/layer-probe.ts', module), [], `seed → ${module} passes`);
  for (const module of ['billing/service', 'billing/sandbox-events', 'repositories/users', 'plugins/app/media', 'domain/notifier']) {
    const errors = await layerErrors('api/src/seed/layer-probe.ts', module);
    assert.equal(errors.length, 1, `seed → ${module} is refused`);
    assert.match(errors[0], /public entry points only/);
  }
});

test('the upward imports the issue named stay refused', async () => {
  assert.equal((await layerErrors('api/src/domain/layer-probe.ts', 'routes/user/index')).length, 1);
  assert.equal((await layerErrors('api/src/lib/sellerboard/layer-probe.ts', 'plugins/app/notifier')).length, 1);
  assert.equal((await layerErrors('api/src/lib/sellerboard/layer-probe.ts', 'repositories/sellerboard')).length, 1);
  assert.equal((await layerErrors('api/src/db/layer-probe.ts', 'repositories/index')).length, 1);
});

test('tests are in no layer', async () => {
  assert.deepEqual(await layerErrors('api/src/domain/layer-probe.test.ts', 'routes/user/index'), []);
});
