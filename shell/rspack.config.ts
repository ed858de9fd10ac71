import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createFirstPaintConfig, createHostConfig } from '../shared/tooling/rspack-app';
import federation from './module-federation.config';
import { ROUTES } from '../shared/src/routing/route-table';
import { REMOTES } from '../shared/src/federation/remotes';
import { readThirdPartyConfig } from './src/third-party/config';

/** The document title of every route in both languages (`shellTitles`), for the crawlable heads. */
function routeTitles(): Record<string, unknown> {
  const titles = (locale: string) => JSON.parse(fs.readFileSync(path.join(__dirname, 'src', 'i18n', 'titles', `${locale}.json`), 'utf8')) as unknown;
  return { en: titles('en'), de: titles('de') };
}

/**
 * What the shell's static server (shared/tooling/serve.mjs) needs to know about this build, written
 * beside index.html: the route table's patterns (pages outside it answer 404) and which third
 * parties the build includes (the Content-Security-Policy allows exactly those), read from the same
 * BIZMARKT_* variables and production rule as the bundle itself; the routes' titles (seo.json).
 * Each route names the remote that draws it, so the server can hint its entry files to the browser.
 */
function serverFiles(): Record<string, unknown> {
  const thirdParty = readThirdPartyConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production' });
  return {
    // `remote`: the Module Federation name of the app that draws the page, for the page's preload hints.
    'routes.json': ROUTES.map((route) => ({
      id: route.id,
      path: route.path,
      // The frame the page is drawn in: the server draws some pages' first screens in it (first-paint.mjs).
      layout: route.layout,
      ...(route.owner === 'shell' ? {} : { remote: REMOTES[route.owner] }),
      ...(route.id === 'not-found' ? { notFound: true } : {}),
    })),
    'seo.json': { titles: routeTitles() },
    'third-party.json': {
      consent: thirdParty.consentId !== null,
      analytics: thirdParty.gtmId !== null,
      replay: thirdParty.sessionReplayId !== null,
      chat: thirdParty.chatAppId !== null,
    },
  };
}

class ServerFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServerFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, content] of Object.entries(serverFiles())) {
          compilation.emitAsset(name, new rspack.sources.RawSource(`${JSON.stringify(content, null, 2)}\n`));
        }
      });
    });
  }
}

const config = createHostConfig({ appDir: process.cwd(), federation, devPort: 3000 });
/** The library's own modules behind the shell's configured PrimeReact shares (src/prime/library.d.ts). */
const primereactDir = path.dirname(require.resolve('primereact/package.json'));
config.resolve = {
  ...config.resolve,
  alias: {
    'primereact-library/api$': path.join(primereactDir, 'api', 'api.esm.js'),
    'primereact-library/overlayservice$': path.join(primereactDir, 'overlayservice', 'overlayservice.esm.js'),
  },
};
config.plugins = [...(config.plugins ?? []), new ServerFilesPlugin()];

/** The frame of first screens drawn on the server (src/first-paint/server.tsx), built for Node. */
const firstPaint = createFirstPaintConfig(process.cwd());

export default firstPaint ? [config, firstPaint] : config;
