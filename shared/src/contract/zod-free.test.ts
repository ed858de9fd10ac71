// The rule of the contract (index.ts): modules that build zod schemas hold schemas only; the paths,
// constants and pure helpers a page needs live in modules that reach no zod, so a page that parses
// nothing bundles none. Checked on the source: each module's import lines, followed through its
// relative imports (`import type` is erased by the compiler and does not count).
import fs from 'node:fs';
import path from 'node:path';

/** The contract's zod-free modules (relative to this folder). */
const ZOD_FREE = [
  'paths.ts',
  'api-endpoints.ts',
  'search-params.ts',
  'account-limits.ts',
  'column-limits.ts',
  'listing-image-limits.ts',
  'messaging-limits.ts',
  'money.ts',
  'listing-enums.ts',
  'listing-metrics.ts',
  'listing-steps.ts',
  'listing-nda.ts',
  'error-log-types.ts',
  'import-currency.ts',
  'stream-events.ts',
  'offer-limits.ts',
];

/** The specifiers a module imports or re-exports at run time. */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((match) => match[1]!);
}

function resolveRelative(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${from}: cannot resolve ${request}`);
  return found;
}

/** The import chain from `file` to zod (file names, then 'zod'), or null when it reaches none. */
function zodChain(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const name = path.relative(__dirname, file);
  for (const request of runtimeImports(file)) {
    if (request === 'zod' || request.startsWith('zod/')) return [name, 'zod'];
    if (!request.startsWith('.')) continue;
    const chain = zodChain(resolveRelative(file, request), seen);
    if (chain) return [name, ...chain];
  }
  return null;
}

describe('the contract: schemas apart from what pages need without them', () => {
  it.each(ZOD_FREE)('%s reaches no zod', (module) => {
    expect(zodChain(path.join(__dirname, module))).toBeNull();
  });

  it('sees zod in a schema module, and through the modules that import one', () => {
    expect(zodChain(path.join(__dirname, 'search.ts'))).toEqual(['search.ts', 'zod.ts', 'zod']);
    expect(zodChain(path.join(__dirname, 'index.ts'))).toEqual(['index.ts', 'api.ts', 'zod.ts', 'zod']);
  });
});
