// The one zod of the contract. In a browser zod must not use its JIT: the site's CSP has no
// 'unsafe-eval', and even zod's probe for it (`new Function('')`) is reported as a CSP violation.
// The API (Node) keeps the faster JIT. The one module of the package with a side effect besides CSS:
// shared/package.json lists it under `sideEffects`, or the bundler would skip it and import zod itself.
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });

export { z };
