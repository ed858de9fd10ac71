// One rspack configuration for the five apps, so they build the same way: SWC for TypeScript/JSX,
// CSS and fonts, hashed chunk names, Module Federation with the one shared list, the MF runtime
// shipped once (host: provideExternalRuntime; remotes: externalRuntime).
import fs from 'node:fs';
import type { ClientRequest, IncomingMessage } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { inStartupSharedPackageChunk } from './startup-chunks';

type MfOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppConfigOptions {
  /** The app's folder (where package.json and index.html are). */
  appDir: string;
  role: 'host' | 'remote';
  /** The app's module-federation.config.ts export. */
  federation: MfOptions;
  /** Port of `rspack dev` (the standalone dev page). */
  devPort: number;
}

const isDev = process.env.NODE_ENV === 'development';
/** Where an app's server-side renderer of first screens is, when it has one (issue #14). */
const FIRST_PAINT_SOURCE = './src/first-paint/server.tsx';
const drawsFirstScreens = (appDir: string) => fs.existsSync(path.join(appDir, FIRST_PAINT_SOURCE));
/** BUILD_OUT_DIR builds into another folder (the redeploy test builds a changed remote beside dist/). */
const outDir = (appDir: string) => path.resolve(appDir, process.env.BUILD_OUT_DIR ?? 'dist');
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

function rules(): RuleSetRule[] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev } },
        },
      },
      type: 'javascript/auto',
    },
    // A feature's public entry (features/<name>/index.ts) only re-exports (the linter holds it to that): marked
    // free of side effects, an import through it is bound to the module that defines the name, so a page's chunk
    // holds what it uses, exactly as with a deep import, and not everything the entry lists.
    { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
    { test: /\.css$/, type: 'css/auto' }, // Rspack 2: CSS needs an explicit rule
    { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|webp)$/, type: 'asset/resource' },
  ];
}

function baseConfig(appDir: string, name: string): Configuration {
  return {
    name: 'main',
    context: appDir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    entry: { main: './src/index.ts' },
    resolve: { extensions: ['...', '.ts', '.tsx'] },
    module: { rules: rules() },
    output: {
      path: outDir(appDir),
      uniqueName: name,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Chunks from other origins (the remotes) load with CORS, so their errors reach window.onerror
      // with a message and a stack instead of "Script error."
      crossOriginLoading: 'anonymous',
    },
    // One file: the server loads it once and again after a redeploy (first-paint.mjs).
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: false,
  };
}

/**
 * Build-time settings of the shell's third-party scripts (shell/src/third-party/config.ts). Each is
 * defined, '' when unset, because the browser has no `process` to read them from at run time.
 */
const THIRD_PARTY_ENV = ['BIZMARKT_CONSENT_ID', 'BIZMARKT_SESSION_REPLAY_ID', 'BIZMARKT_GTM_ID', 'BIZMARKT_CHAT_APP_ID'];
const thirdPartyDefines = () => Object.fromEntries(THIRD_PARTY_ENV.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]));

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What is worth compressing ahead: text files; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|map)$/;
/** Below this, the headers outweigh what compression saves. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset of a
 * production build, so the static server (serve.mjs, `preCompressed`) sends the smallest encoding the
 * browser accepts without compressing on each request — and at a level far too slow to do per request
 * (brotli 11 is about 15 % smaller than the on-the-fly level 5).
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minifying and hashing, as the last change to the files' content.
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((name) => COMPRESSIBLE.test(name))
              .map(async (name) => {
                const source = compilation.getAsset(name)?.source.buffer();
                if (!source || source.length < COMPRESS_MIN_BYTES) return;
                const [br, gz] = await Promise.all([
                  brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
                  gzip(source, { level: 9 }),
                ]);
                compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
                compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
              }),
          );
        },
      );
    });
  }
}

/** What a client could claim about itself; the dev proxy, like the shell's (api-proxy.cjs), says it instead. */
const FORWARDED_CLAIMS = ['forwarded', 'x-real-ip', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port'];

/** The API trusts forwarded headers from loopback (TRUST_PROXY): they must name the real client. */
function forwardRealClient(proxyReq: ClientRequest, req: IncomingMessage): void {
  for (const name of FORWARDED_CLAIMS) proxyReq.removeHeader(name);
  if (req.socket.remoteAddress) proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress);
  proxyReq.setHeader('x-forwarded-proto', 'http');
  if (req.headers.host) proxyReq.setHeader('x-forwarded-host', req.headers.host);
}

const devProxy = [{ context: ['/api', '/sanctum'], target: apiTarget, changeOrigin: false, on: { proxyReq: forwardRealClient } }];

/**
 * The shared libraries every page of the shell needs before its first paint. Module Federation gives
 * each shared module a chunk of its own (react/jsx-runtime alone is 440 bytes): 13 requests on every
 * page. The shell puts these in one chunk instead; a remote that takes them from the shell loads that
 * one chunk. Lazy shared modules (PrimeReact, which no page needs before it draws a PrimeReact
 * component: shell/src/prime/) keep chunks of their own. html-parse-stringify (with void-elements) is
 * react-i18next's parser for `<Trans>`, a request of its own before.
 */
const STARTUP_SHARED =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|zustand|i18next|react-i18next|html-parse-stringify|void-elements|@tanstack[\\/](?:react-query|query-core))[\\/]/;

/** PrimeIcons' font, cut to the glyphs of the icons the trimmed stylesheet keeps (prime-icons-font-loader.cjs). */
const PRIME_ICONS_WOFF2 = /[\\/]primeicons[\\/]fonts[\\/]primeicons\.woff2$/;
/** The theme and icon stylesheets the shell loads, trimmed to what the apps use (prime-theme-loader.cjs). */
const PRIME_STYLESHEETS = /[\\/](?:primereact[\\/]resources[\\/]themes[\\/][^\\/]+[\\/]theme|primeicons[\\/]primeicons)\.css$/;

export function createHostConfig({ appDir, federation, devPort }: Omit<AppConfigOptions, 'role'>): Configuration {
  const base = baseConfig(appDir, String(federation.name));
  return {
    ...base,
    module: isDev
      ? base.module
      : {
          rules: [
            ...rules(),
            { test: PRIME_STYLESHEETS, loader: path.join(__dirname, 'prime-theme-loader.cjs') },
            { test: PRIME_ICONS_WOFF2, loader: path.join(__dirname, 'prime-icons-font-loader.cjs') },
          ],
        },
    output: { ...base.output, publicPath: '/', clean: true },
    optimization: isDev
      ? {}
      : {
          splitChunks: {
            cacheGroups: {
              startupShared: { test: STARTUP_SHARED, chunks: 'async', name: 'startup-shared', enforce: true },
              sharedPackage: {
                // A normal module's file (rspack's typings leave `resource` out of Module).
                test: (module: object) => inStartupSharedPackageChunk(String(Reflect.get(module, 'resource') ?? '')),
                chunks: 'async',
                name: 'startup-own',
                enforce: true,
              },
            },
          },
        },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html' }),
      ...(drawsFirstScreens(appDir) ? [new FirstPaintManifestPlugin()] : []),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      new rspack.DefinePlugin(thirdPartyDefines()),
      ...(isDev ? [] : [new PrecompressPlugin()]),
      new ModuleFederationPlugin({
        ...federation,
        dts: false,
        // Remotes are registered at runtime from /remotes.json; 'loaded-first' does not fetch
        // remote entries at startup.
        shareStrategy: 'loaded-first',
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    devServer: { port: devPort, historyApiFallback: true, proxy: devProxy, hot: true },
  };
}

export function createRemoteConfig({ appDir, federation, devPort }: Omit<AppConfigOptions, 'role'>): Configuration[] {
  const base = baseConfig(appDir, String(federation.name));
  const template = fs.readFileSync(path.join(appDir, 'index.html'), 'utf8');
  const main: Configuration = {
    ...base,
    // 'auto': chunks load relative to wherever remoteEntry.js / mf-manifest.json was served from.
    output: { ...base.output, publicPath: 'auto', clean: { keep: /^(mf-runtime-core\.js|server[\\/])/ } },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // The standalone page needs main.js only, and the runtime core before it (both defer).
        chunks: ['main'],
        // absolute, so that deep links of the standalone page (/de/login) find the scripts
        publicPath: '/',
        templateContent: template.replace('</title>', '</title><script defer src="/mf-runtime-core.js"></script>'),
      }),
      new ModuleFederationPlugin({
        ...federation,
        filename: 'remoteEntry.js',
        dts: false,
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      ...(isDev ? [] : [new PrecompressPlugin()]),
      ...(drawsFirstScreens(appDir) ? [new FirstPaintManifestPlugin()] : []),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: true,
      proxy: devProxy,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
  // A tiny separate compilation (no MF plugin): dist/mf-runtime-core.js for the standalone page.
  const runtimeCore: Configuration = {
    name: 'mf-runtime-core',
    context: appDir,
    mode: isDev ? 'development' : 'production',
    dependencies: ['main'],
    entry: { 'mf-runtime-core': path.join(__dirname, 'mf-runtime-core.ts') },
    output: { path: outDir(appDir), filename: '[name].js', clean: false },
    resolve: { extensions: ['...', '.ts'], modules: [path.join(appDir, 'node_modules'), 'node_modules'] },
    module: { rules: rules() },
    plugins: isDev ? [] : [new PrecompressPlugin()],
  };
  const firstPaint = createFirstPaintConfig(appDir);
  return firstPaint ? [main, runtimeCore, firstPaint] : [main, runtimeCore];
}

/**
 * The chunk groups whose stylesheets a first screen drawn on the server needs: a remote's pages
 * (`import(/* webpackChunkName: "page-landing" *\/ …)`, by route id) and the shell's startup code
 * (`import('./bootstrap')` in shell/src/index.ts, the frame's styles; found by its request, as a
 * chunk name would cost every page its bytes).
 */
const FIRST_PAINT_PAGE_GROUP = /^page-.+$/;
const FIRST_PAINT_STARTUP_REQUEST = './bootstrap';

/**
 * Writes dist/first-paint.json: the stylesheets of those chunk groups, so the shell's server can link
 * them in the page's head and the server's drawing is styled before any code runs
 * (shared/tooling/first-paint.mjs). Only in apps that draw first screens.
 */
export class FirstPaintManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstPaintManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstPaintManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const chunks: Record<string, { css: string[] }> = {};
        // In the order of the group's chunks, which is the order the app's code links them in: the
        // cascade depends on it (the app's rules come after the theme's), and once the server has
        // linked a stylesheet the app's code finds it and adds no second link.
        const stylesheets = (group: (typeof compilation.chunkGroups)[number]) => ({
          css: [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.css'))))],
        });
        for (const [name, group] of compilation.namedChunkGroups) {
          if (FIRST_PAINT_PAGE_GROUP.test(name)) chunks[name] = stylesheets(group);
        }
        const startup = compilation.chunkGroups.find((group) => group.origins.some((origin) => origin.request === FIRST_PAINT_STARTUP_REQUEST));
        if (startup) chunks.bootstrap = stylesheets(startup);
        compilation.emitAsset('first-paint.json', new rspack.sources.RawSource(`${JSON.stringify({ chunks }, null, 2)}\n`));
      });
    });
  }
}

/**
 * The app's renderer of first screens for Node (dist/server/first-paint.cjs), when it has
 * src/first-paint/server.tsx: the same components, bundled with their libraries (no Module
 * Federation: the server draws each app on its own); stylesheets are left to the browser build.
 */
export function createFirstPaintConfig(appDir: string): Configuration | null {
  // The dev server serves no pages of its own: nothing draws first screens there.
  if (isDev || !drawsFirstScreens(appDir)) return null;
  return {
    name: 'first-paint',
    context: appDir,
    mode: isDev ? 'development' : 'production',
    // After `main`, whose output.clean would otherwise remove it.
    dependencies: ['main'],
    target: 'node20',
    devtool: false,
    entry: { 'first-paint': FIRST_PAINT_SOURCE },
    resolve: { extensions: ['...', '.ts', '.tsx'] },
    module: {
      rules: [
        ...rules().filter((rule) => rule.type !== 'css/auto'),
        { test: /\.css$/, loader: path.join(__dirname, 'empty-module-loader.cjs'), type: 'javascript/auto' },
      ],
    },
    // Readable stack traces in the server's log; the size of a server bundle matters to no one.
    optimization: { minimize: false },
    output: { path: path.join(outDir(appDir), 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    // One file: the server loads it once and again after a redeploy (first-paint.mjs).
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: false,
  };
}
