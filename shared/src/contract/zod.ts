// The one zod of the contract. In a browser zod must not use its JIT: the site's CSP has no
// 'unsafe-eval', and even zod's probe for it (`new Function('')`) is reported as a CSP violation.
// The API (Node) keeps the faster JIT.
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });

export { z };
