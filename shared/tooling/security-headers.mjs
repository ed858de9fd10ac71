// The security headers of the static servers (serve.mjs): a Content-Security-Policy for the shell's
// pages built from the runtime manifest's remote origins and the third parties this build includes,
// anti-framing, nosniff, a referrer policy, a Permissions-Policy, HSTS behind https; and for the
// remotes, nosniff and CORS limited to the shell's origins. Pure functions, unit-tested beside.

/**
 * Hosts each third party needs, by directive, from each vendor's CSP documentation. Only the
 * vendors a build includes (dist/third-party.json) are allowed.
 */
export const THIRD_PARTY_SOURCES = {
  // Cookiebot: the banner script, its consent store and the cookie-declaration script.
  consent: {
    'script-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    'connect-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    'frame-src': ['https://consentcdn.cookiebot.com'],
    'img-src': ['https://consent.cookiebot.com', 'https://imgsct.cookiebot.com'],
  },
  // Google Tag Manager and the Google Analytics tags it loads.
  analytics: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  // Hotjar session replay.
  replay: {
    'script-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
    'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    'img-src': ['https://*.hotjar.com'],
    'font-src': ['https://script.hotjar.com'],
    'frame-src': ['https://vars.hotjar.com'],
  },
  // Intercom chat.
  chat: {
    'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    'connect-src': ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com', 'https://uploads.intercomusercontent.com'],
    'img-src': [
      'https://js.intercomcdn.com',
      'https://static.intercomassets.com',
      'https://downloads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
      'https://gifs.intercomcdn.com',
    ],
    'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    'media-src': ['https://js.intercomcdn.com'],
    'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
  },
};

/** Features the site never uses: denied to the page and to every frame in it. */
export const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
];

const ONE_YEAR = 31_536_000;

/** `http://localhost:3001/mf-manifest.json` → `http://localhost:3001`. */
export function originOf(url) {
  return new URL(url).origin;
}

/**
 * The shell's Content-Security-Policy.
 * @param {{ remoteEntries: string[], thirdParties?: Partial<Record<keyof typeof THIRD_PARTY_SOURCES, boolean>>, scriptHashes?: string[] }} options
 *   remoteEntries: the manifest URLs of /remotes.json; thirdParties: which vendors this build
 *   includes; scriptHashes: `'sha256-…'` sources of inline scripts in index.html, if it has any.
 */
export function contentSecurityPolicy({ remoteEntries, thirdParties = {}, scriptHashes = [] }) {
  const remotes = [...new Set(remoteEntries.map(originOf))];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...scriptHashes],
    // PrimeReact adds <style> elements at run time (overlays, tooltips, calendar): inline styles stay
    // allowed; inline scripts never are.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // The API is this origin's /api (proxied); the remotes' manifests and chunks are fetched.
    'connect-src': ["'self'", ...remotes],
    'media-src': ["'self'"],
    'frame-src': [],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [vendor, on] of Object.entries(thirdParties)) {
    if (!on) continue;
    const sources = THIRD_PARTY_SOURCES[vendor];
    if (!sources) throw new Error(`Unknown third party ${vendor}`);
    for (const [directive, hosts] of Object.entries(sources)) directives[directive] = [...new Set([...directives[directive], ...hosts])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

export function permissionsPolicy() {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');
}

/** Headers every answer of every static server carries. */
export function commonHeaders({ https }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': `max-age=${ONE_YEAR}; includeSubDomains` } : {}),
  };
}

/** The shell's headers: the common ones, the CSP, anti-framing and the Permissions-Policy. */
export function shellHeaders({ https, ...cspOptions }) {
  return {
    ...commonHeaders({ https }),
    'Content-Security-Policy': contentSecurityPolicy(cspOptions),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy(),
  };
}

/**
 * The origins a remote's files may be read from with CORS: the shell as the browser reached it (the
 * request's host on the shell's port, as /remotes.json computes the remotes' URLs), and the origins
 * named in SHELL_ORIGINS (comma-separated) for a shell deployed elsewhere.
 */
export function allowedShellOrigins({ requestHostname, shellPort, configured = '' }) {
  const named = configured
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(originOf);
  return new Set([`http://${requestHostname}:${shellPort}`, `https://${requestHostname}:${shellPort}`, ...named]);
}

/** A remote's headers for one request: CORS only for an allowed Origin (`Vary` either way). */
export function remoteHeaders({ https, origin, allowedOrigins }) {
  return {
    ...commonHeaders({ https }),
    Vary: 'Origin',
    ...(origin && allowedOrigins.has(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
    // Lets the page's Resource Timing see sizes and timings of remote assets (real-user monitoring,
    // and the bench's cross-check of its own byte counts); the assets are public anyway.
    'Timing-Allow-Origin': '*',
  };
}

/** Two Vary header values as one list, without repeats. */
export function mergeVary(...values) {
  const names = values
    .flatMap((value) => String(value ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Map(names.map((name) => [name.toLowerCase(), name])).values()].join(', ');
}
