import fs from 'node:fs';

/** The e2e stack runs on its own ports so that it never meets a running `npm start`. */
export const stackPorts = {
  shell: Number(process.env.E2E_SHELL_PORT ?? 3100),
  'mfe-listings': Number(process.env.E2E_MFE_LISTINGS_PORT ?? 3101),
  'mfe-create-listing': Number(process.env.E2E_MFE_CREATE_LISTING_PORT ?? 3102),
  'mfe-messaging': Number(process.env.E2E_MFE_MESSAGING_PORT ?? 3103),
  'mfe-account': Number(process.env.E2E_MFE_ACCOUNT_PORT ?? 3104),
  api: Number(process.env.E2E_API_PORT ?? 4100),
} as const;

export type StackApp = Exclude<keyof typeof stackPorts, 'api'>;

/**
 * The browser of the tests: `CHROMIUM_PATH`, else Debian's chromium-headless-shell (the same Blink
 * without the browser's UI layers, ≈ 2.5× less CPU per page load, and the e2e suite is CPU-bound),
 * else Debian's chromium. `{ full: true }` (the bench's Lighthouse) skips the headless shell.
 */
export function chromiumPath({ full = false }: { full?: boolean } = {}): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(full ? [] : ['/usr/bin/chromium-headless-shell']),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  return candidates.find((p) => fs.existsSync(p)) ?? '/usr/bin/chromium';
}

/** Debian's Chromium on this machine's closed network: no sandbox as root, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
