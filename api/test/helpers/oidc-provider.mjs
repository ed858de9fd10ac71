// A real, local OpenID Connect provider for the API tests (oidc-provider 9, the certified
// implementation). It runs in its own Node process because oidc-provider is ESM-only and Koa-based,
// which Jest's CommonJS runtime cannot load; the test talks to it over HTTP like any relying party.
//
// Environment:
//   OIDC_TEST_CLIENT   JSON { client_id, client_secret, redirect_uris }
//   OIDC_TEST_ACCOUNTS JSON { "<account id>": { email?, email_verified?, given_name?, family_name? } }
//   OIDC_TEST_PORT     port to listen on (default 0: any free port)
//
// Prints one line `ISSUER <url>` on stdout once it listens. The development interactions (login and
// consent forms at /interaction/:uid) stay enabled: the test submits them with plain HTTP requests,
// logging in with an account id from OIDC_TEST_ACCOUNTS (any password).
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const client = JSON.parse(process.env.OIDC_TEST_CLIENT ?? 'null');
const accounts = JSON.parse(process.env.OIDC_TEST_ACCOUNTS ?? '{}');
if (!client) throw new Error('OIDC_TEST_CLIENT is required');

const server = createServer();
server.listen(Number(process.env.OIDC_TEST_PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.client_id,
        client_secret: client.client_secret,
        redirect_uris: client.redirect_uris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    cookies: { keys: ['bizmarkt-test-provider-cookie-key'] },
    // An unknown login id is refused (the login form then answers an error), as a real provider would.
    async findAccount(_ctx, id) {
      const claims = accounts[id];
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
  });
  // oidc-provider warns about its development defaults (keys, interactions) on stderr: expected here.
  server.on('request', provider.callback());
  process.stdout.write(`ISSUER ${issuer}\n`);
});

// The test ends this process with SIGTERM in afterAll.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
