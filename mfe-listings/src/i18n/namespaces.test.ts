// The split of this remote's texts into namespaces, checked against the source: every key a component
// uses is in a namespace the component asks for, no namespace carries keys nobody uses, and every
// route, panel and expose preloads exactly the namespaces of the components it draws (so a page
// suspends once and downloads no other page's texts). Read from the source text, since which
// component a page draws is in its imports.
import fs from 'node:fs';
import path from 'node:path';
import { COMMON_NS } from '@bizmarkt/shared';
import * as register from '../exposes/register';
import { LOCALE_RESOURCES, type ListingsNamespace } from './testing';

const SRC = path.join(__dirname, '..');

/** The namespace constants a source may name instead of a string. */
const CONSTANTS: Record<string, string> = { COMMON_NS, ...register };

function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.startsWith(path.join(SRC, 'i18n')) ? [file] : [];
  });
}

function flatKeys(resources: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatKeys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Keys as `t` is called with them: plural forms under their base key. */
const keysOf = (ns: string): Set<string> =>
  new Set(flatKeys(LOCALE_RESOURCES[ns as ListingsNamespace]?.en ?? {}).map((key) => key.replace(/_(zero|one|other)$/, '')));

const NAMESPACES = Object.keys(LOCALE_RESOURCES);
const GROUPS = new Set(NAMESPACES.flatMap((ns) => Object.keys(LOCALE_RESOURCES[ns as ListingsNamespace].en)));

function resolveNamespace(token: string): string {
  const literal = /^'(\w+)'$/.exec(token);
  const name = literal ? literal[1]! : CONSTANTS[token];
  if (!name) throw new Error(`Unknown namespace ${token}`);
  return name;
}

function namespaceLists(source: string, call: RegExp): string[][] {
  return [...source.matchAll(call)].map(([, arg]) =>
    arg!
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((token) => resolveNamespace(token.trim())),
  );
}

/** The namespace lists of every `useTranslation(…)` of a source, in order. */
const translationCalls = (source: string): string[][] => namespaceLists(source, /useTranslation\((\[[^\]]*\]|[\w']+)/g);

/** The namespace lists a source preloads (`withNamespaces([…], …)`), e.g. for a panel's title key. */
const preloadedLists = (source: string): string[][] => namespaceLists(source, /withNamespaces\((\[[^\]]*\])/g);

interface KeyUse {
  key: string;
  /** A template literal's static start (`details.saleReasons.`), not a whole key. */
  prefix: boolean;
}

/** Key-shaped string literals (`'group.key'`, `'ns:group.key'`) and template-literal starts. */
function keyUses(source: string): KeyUse[] {
  const whole = [...source.matchAll(/'((?:\w+:)?(\w+)\.[\w.]+)'/g)]
    .filter(([, key, group]) => GROUPS.has(group!) || key!.includes(':'))
    .map(([, key]) => ({ key: key!, prefix: false }));
  const starts = [...source.matchAll(/`((?:\w+:)?\w+\.[\w.]*)\$\{/g)].map(([, key]) => ({ key: key!, prefix: true }));
  return [...whole, ...starts];
}

function found(ns: string, use: KeyUse, key: string): boolean {
  const keys = keysOf(ns);
  return use.prefix ? [...keys].some((k) => k.startsWith(key)) : keys.has(key);
}

const files = sourceFiles().map((file) => ({ file: path.relative(SRC, file), source: fs.readFileSync(file, 'utf8') }));

it('every key a component uses is in a namespace it asks useTranslation for', () => {
  const problems: string[] = [];
  for (const { file, source } of files) {
    const calls = translationCalls(source);
    const listed = new Set([...calls, ...preloadedLists(source)].flat());
    const primaries = new Set(calls.map((call) => call[0]!));
    for (const use of keyUses(source)) {
      const [ns, key] = use.key.includes(':') ? use.key.split(':') : [undefined, use.key];
      const ok = ns ? listed.has(ns) && found(ns, use, key!) : [...primaries].some((primary) => found(primary, use, key!));
      if (!ok) problems.push(`${file}: ${use.key}`);
    }
  }
  expect(problems).toEqual([]);
});

it('no namespace holds a key that no component uses', () => {
  const uses = files.flatMap(({ source }) => keyUses(source));
  const unused = NAMESPACES.flatMap((ns) =>
    [...keysOf(ns)]
      .filter(
        (key) =>
          !uses.some((use) => {
            const [usedNs, usedKey] = use.key.includes(':') ? use.key.split(':') : [undefined, use.key];
            return (!usedNs || usedNs === ns) && (use.prefix ? key.startsWith(usedKey!) : key === usedKey);
          }),
      )
      .map((key) => `${ns}:${key}`),
  );
  expect(unused).toEqual([]);
});

it('a key group lives in one namespace only, so a key names its file', () => {
  const owners = NAMESPACES.flatMap((ns) => Object.keys(LOCALE_RESOURCES[ns as ListingsNamespace].en));
  expect(owners.length).toBe(GROUPS.size);
});

/** The source files a module draws: its relative imports, followed transitively. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = fs.readFileSync(entry, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from |import\((?:\/\*[^]*?\*\/\s*)?)'(\.[^']+)'/g)) {
    if (/\.(css|json)$/.test(spec!)) continue;
    const base = path.resolve(path.dirname(entry), spec!);
    const file = [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    if (!file) throw new Error(`${entry}: cannot resolve ${spec}`);
    closure(file, seen);
  }
  return seen;
}

const namespacesDrawnBy = (entry: string): string[] =>
  [...new Set([...closure(entry)].flatMap((file) => translationCalls(fs.readFileSync(file, 'utf8')).flat()))].sort();

/** `id: withNamespaces([…], … import('…'))` entries of an expose module (a chunk-name comment allowed). */
function preloads(expose: string): Array<{ id: string; namespaces: string[]; entry: string }> {
  const source = fs.readFileSync(path.join(SRC, 'exposes', expose), 'utf8');
  return [...source.matchAll(/([\w'-]+): withNamespaces\(\[([^\]]*)\],[^]*?import\((?:\/\*[^]*?\*\/\s*)?'([^']+)'\)/g)].map(([, id, list, spec]) => ({
    id: id!.replace(/'/g, ''),
    namespaces: list!
      .split(',')
      .map((token) => resolveNamespace(token.trim()))
      .sort(),
    entry: path.resolve(SRC, 'exposes', `${spec}.tsx`),
  }));
}

describe.each(['routes.ts', 'panels.ts'])('%s', (expose) => {
  const entries = preloads(expose);

  it('has entries to check', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries.map((entry) => [entry.id, entry] as const))('%s preloads exactly the namespaces it draws', (_id, { namespaces, entry }) => {
    expect(namespaces).toEqual(namespacesDrawnBy(entry));
  });
});

it('the landing page preloads the core namespace only', () => {
  expect(preloads('routes.ts').find(({ id }) => id === 'landing')?.namespaces).toEqual([register.NAMESPACE]);
});

it('the business-details expose waits for exactly the namespaces the details draw', () => {
  const source = fs.readFileSync(path.join(SRC, 'exposes', 'business-details.tsx'), 'utf8');
  const waited = /useTranslation\(\[([^\]]*)\], \{ useSuspense: false \}\)/.exec(source)?.[1];
  const drawn = namespacesDrawnBy(path.join(SRC, 'features', 'business-details', 'components', 'business-details.tsx'));
  expect(
    waited
      ?.split(',')
      .map((token) => resolveNamespace(token.trim()))
      .sort(),
  ).toEqual(drawn);
});
