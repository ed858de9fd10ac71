// `pnpm --filter @bizmarkt/api build`: bundles each entry point of the API with esbuild into dist/.
// Why a bundle: the contract (`@bizmarkt/shared/contract`: zod schemas and constants) is TypeScript
// source in the workspace, used at run time. Bundling compiles it into the API's files, so
// `node dist/server.js` needs no TypeScript loader and the shared package needs no build of its own.
// Every real npm package stays external (required from node_modules at run time, as before);
// only workspace packages (`@bizmarkt/*`) and the API's own sources go into the bundle.
// Type checking is `pnpm typecheck` (tsc); esbuild only strips types.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Entry points and their output names. */
export const ENTRY_POINTS = {
  server: 'src/server.ts',
  'cli/migrate': 'src/cli/migrate.ts',
  'cli/seed': 'src/cli/seed.ts',
  'cli/migrate-media': 'src/cli/migrate-media.ts',
  'cli/generate': 'src/cli/generate.ts',
  'cli/logs-js': 'src/cli/logs-js.ts',
  'cli/bench-alerts': 'src/cli/bench-alerts.ts',
  // The PDF check's thread (src/lib/pdf-check.ts starts it from beside the bundle).
  'pdf-worker': 'src/lib/pdf-worker.ts',
};

/** Bare imports stay `require()`s, except the workspace's own packages, which are TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bizmarkt/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([out, src]) => [out, path.join(root, src)])),
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
