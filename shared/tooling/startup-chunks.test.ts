/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { inStartupSharedPackageChunk, SHARED_LAZY_MODULES } from './startup-chunks';

const SRC = path.resolve(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](testing|standalone)[\\/]/.test(file));
}

/** The package's own TypeScript modules that some module of it loads with `import()`. */
function lazilyImported(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) {
      if (/\.json$/.test(request!)) continue;
      const target = path.resolve(path.dirname(file), request!);
      const resolved = [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) => fs.existsSync(candidate));
      if (!resolved) throw new Error(`${file}: cannot resolve ${request}`);
      found.add(path.relative(SRC, resolved).split(path.sep).join('/'));
    }
  }
  return [...found].sort();
}

describe('the shell’s startup chunk of the shared package', () => {
  it('keeps out exactly the modules the package loads with import(), so they come when first used', () => {
    expect(lazilyImported()).toEqual([...SHARED_LAZY_MODULES].sort());
  });

  it('takes every other module of the package, and nothing from elsewhere', () => {
    expect(inStartupSharedPackageChunk(path.join(SRC, 'api', 'client.ts'))).toBe(true);
    expect(inStartupSharedPackageChunk(path.join(SRC, 'routing', 'route-table.ts'))).toBe(true);
    for (const file of SHARED_LAZY_MODULES) expect(inStartupSharedPackageChunk(path.join(SRC, ...file.split('/')))).toBe(false);
    expect(inStartupSharedPackageChunk('/work/node_modules/react/index.js')).toBe(false);
    expect(inStartupSharedPackageChunk(path.resolve(SRC, '..', '..', 'shell', 'src', 'bootstrap.tsx'))).toBe(false);
  });
});
