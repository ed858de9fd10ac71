#!/usr/bin/env node
// Rewrites imports of @bizmarkt/shared across the apps so that each name comes from the entry that
// exports it: stateful names from the singleton root `@bizmarkt/shared`, pure names from their subpath
// (`@bizmarkt/shared/routing`, `/constants`, …). The entries and their names are read from
// shared/package.json's "exports" and the entry files themselves, so the script stays right when
// modules move between entries: run it again after such a move (or after merging branches that
// added imports). `--check` changes nothing and exits 1 when a file would change.
//
//   node shared/tooling/shared-imports-codemod.mjs [--check]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.dirname(SHARED);
const PACKAGE = '@bizmarkt/shared';
/** Entries that are not moved between: test and dev-page helpers, imported where they are. */
const LEFT_ALONE = new Set(['./standalone', './testing']);
const APP_DIRS = ['shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account', 'api'];
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const MAX_LINE = 130;

/** `./routing` → `@bizmarkt/shared/routing`; `.` → `@bizmarkt/shared`. */
function specifierOf(subpath) {
  return subpath === '.' ? PACKAGE : `${PACKAGE}/${subpath.slice(2)}`;
}

function resolveModule(fromFile, request) {
  const base = path.resolve(path.dirname(fromFile), request);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`cannot resolve ${request} from ${fromFile}`);
  return found;
}

const DECLARATION =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;
const STAR = /^export\s+(?:type\s+)?\*\s+from\s+'([^']+)'/gm;
const NAMED = /^export\s+(?:type\s+)?\{([^}]*)\}(?:\s+from\s+'[^']+')?/gm;

/** The names a module exports, following `export * from` through relative modules. */
function exportedNames(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, name] of text.matchAll(DECLARATION)) names.add(name);
  for (const [, list] of text.matchAll(NAMED)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  for (const [, request] of text.matchAll(STAR)) {
    if (request.startsWith('.')) for (const name of exportedNames(resolveModule(file, request), seen)) names.add(name);
  }
  return names;
}

/** name → specifier of the entry that exports it. */
export function entryOfNames() {
  const pkg = JSON.parse(fs.readFileSync(path.join(SHARED, 'package.json'), 'utf8'));
  const owners = new Map();
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (LEFT_ALONE.has(subpath)) continue;
    for (const name of exportedNames(path.join(SHARED, target))) {
      const specifier = specifierOf(subpath);
      if (owners.has(name) && owners.get(name) !== specifier) {
        throw new Error(`${name} is exported by both ${owners.get(name)} and ${specifier}: one entry per name`);
      }
      owners.set(name, specifier);
    }
  }
  return owners;
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(@bizmarkt\/shared(?:\/[\w-]+)?)';?/g;

function formatImport(specifier, specs, allTypes) {
  const keyword = allTypes ? 'import type' : 'import';
  const list = specs.map((spec) => (spec.type && !allTypes ? `type ${spec.text}` : spec.text));
  const oneLine = `${keyword} { ${list.join(', ')} } from '${specifier}';`;
  if (oneLine.length <= MAX_LINE) return oneLine;
  return `${keyword} {\n${list.map((item) => `  ${item},`).join('\n')}\n} from '${specifier}';`;
}

/** The file's text with every shared import split by entry (unchanged when nothing moves). */
export function rewriteImports(text, owners, warn = () => undefined) {
  return text.replace(IMPORT, (statement, typeKeyword, list, specifier) => {
    const leftAlone = LEFT_ALONE.has(`./${specifier.slice(PACKAGE.length + 1)}`);
    if (leftAlone) return statement;
    const specs = list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const type = Boolean(typeKeyword) || part.startsWith('type ');
        const textPart = part.replace(/^type\s+/, '');
        const imported = textPart.split(/\s+as\s+/)[0].trim();
        return { type, text: textPart, imported };
      });
    const groups = new Map();
    for (const spec of specs) {
      const target = owners.get(spec.imported) ?? specifier;
      if (!owners.has(spec.imported)) warn(`${spec.imported} is exported by no entry of ${PACKAGE}; left on ${specifier}`);
      if (!groups.has(target)) groups.set(target, []);
      groups.get(target).push(spec);
    }
    if (groups.size === 1 && groups.has(specifier)) return statement;
    // The root first, then the subpaths in a stable order.
    const ordered = [...groups.keys()].sort((a, b) => (a === PACKAGE ? -1 : b === PACKAGE ? 1 : a.localeCompare(b)));
    return ordered
      .map((target) => {
        const group = groups.get(target);
        return formatImport(
          target,
          group,
          group.every((spec) => spec.type),
        );
      })
      .join('\n');
  });
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules') && !file.split(path.sep).includes('dist'));
}

function main() {
  const check = process.argv.includes('--check');
  const owners = entryOfNames();
  const changed = [];
  for (const app of APP_DIRS) {
    for (const file of sourceFiles(path.join(ROOT, app))) {
      const text = fs.readFileSync(file, 'utf8');
      const next = rewriteImports(text, owners, (message) => console.warn(`${path.relative(ROOT, file)}: ${message}`));
      if (next === text) continue;
      changed.push(path.relative(ROOT, file));
      if (!check) fs.writeFileSync(file, next);
    }
  }
  for (const file of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
  console.log(`${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}`);
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
