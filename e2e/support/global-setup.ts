import net from 'node:net';
import { rememberStackEnv, reuseStack, startStack } from './stack';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup(): Promise<void> {
  // A later pass of run-e2e.mjs runs on the stack the first one kept (one seeding per run).
  if (process.env.E2E_REUSE_STACK && (await reuseStack())) return;
  // Social sign-in on, against a local OpenID provider that tests/socials.spec.ts starts on this
  // port (the API discovers the issuer at the first sign-in, not at start). Workers inherit the
  // variables set here.
  if (!process.env.OIDC_ISSUER) {
    process.env.OIDC_ISSUER = `http://127.0.0.1:${await freePort()}`;
    process.env.OIDC_CLIENT_ID = 'bizmarkt-e2e';
    process.env.OIDC_CLIENT_SECRET = 'e2e-secret-0123456789';
    process.env.OIDC_NAME = 'Test ID';
  }
  await startStack();
  const names = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'];
  rememberStackEnv(Object.fromEntries(names.filter((name) => process.env[name]).map((name) => [name, process.env[name]!])));
}
