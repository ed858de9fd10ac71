// Who sends the fuzzed requests (fuzz.test.ts): a visitor with a CSRF token, and a logged-in user whose
// session may be lost to what is fuzzed (logout, a password change, account deletion) and is then made
// again — with a new user when the old one is gone. Each request comes from another address of the
// documentation ranges, so the per-address limits (login, registration, forgot-password) refuse few.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { XSRF_COOKIE } from '../helpers/client';
import type { DatabaseHandle } from '../../src/db/client';
import type { UserRow } from '../../src/db/schema';
import { createUser } from '../helpers/accounts';
import { TEST_SESSION_PATH } from '../helpers/test-app';

/** A cookie-keeping client that echoes the XSRF cookie, as the SPA does, from a given address. */
export class FuzzClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async send(options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string | Buffer | object;
    remoteAddress?: string;
  }): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    // The client's own cookies first (a parser keeps the first of a name), then any the request adds.
    const own = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    const cookies = [...own, ...(headers.cookie === undefined ? [] : [headers.cookie])];
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf !== undefined) headers['x-xsrf-token'] = xsrf;
    const inject: InjectOptions = {
      method: options.method as InjectOptions['method'],
      url: options.url,
      headers,
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    };
    const response = await this.app.inject(inject);
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  clear(): void {
    this.cookies.clear();
  }
}

let addressCounter = 0;

/** The next address of TEST-NET-2/3 (198.51.100.0/24, 203.0.113.0/24): 508 clients in turn. */
export function nextAddress(): string {
  addressCounter = (addressCounter + 1) % 508;
  return addressCounter < 254 ? `198.51.100.${addressCounter + 1}` : `203.0.113.${addressCounter - 253}`;
}

export interface Actor {
  readonly name: 'visitor' | 'user';
  readonly client: FuzzClient;
  /** After an answer: makes the session again when the request ended it (or it is gone). */
  afterAnswer(route: { method: string; url: string }, response: Response): Promise<void>;
  /** Sessions made again (logged out, password changed, account deleted…). */
  readonly restarts: number;
}

export async function visitorActor(app: FastifyInstance): Promise<Actor> {
  const client = new FuzzClient(app);
  await client.send({ method: 'GET', url: '/sanctum/csrf-cookie' });
  let restarts = 0;
  return {
    name: 'visitor',
    client,
    get restarts() {
      return restarts;
    },
    async afterAnswer(_route, response) {
      // A 419 means the token is no longer the session's (a fuzzed login started one): start over.
      if (response.statusCode !== 419) return;
      restarts += 1;
      client.clear();
      await client.send({ method: 'GET', url: '/sanctum/csrf-cookie' });
    },
  };
}

/** Routes whose success ends or changes the caller's session. */
const SESSION_ENDING = /\/(?:logout|delete-account|change-password|reset-password|login|register)$/;

export interface UserActor extends Actor {
  /** The user now behind the session (a new one after an account deletion). */
  readonly user: UserRow;
}

/**
 * A user who passes every access level — verified, a role, PRO, admin — so that fuzzed requests reach
 * validation and the handlers of every route.
 */
export async function userActor(app: FastifyInstance, database: DatabaseHandle): Promise<UserActor> {
  const client = new FuzzClient(app);
  const newUser = () => createUser(database, { role: 'universal', subscription: 'active', is_admin: true, name: 'Fuzz', last_name: 'User' });
  let user = await newUser();
  let restarts = 0;

  const start = async () => {
    client.clear();
    await client.send({ method: 'GET', url: '/sanctum/csrf-cookie' });
    let started = await client.send({ method: 'POST', url: TEST_SESSION_PATH, payload: { email: user.email } });
    if (started.statusCode === 404 || (await app.repositories.users.findById(user.id))?.deleted_at) {
      user = await newUser();
      started = await client.send({ method: 'POST', url: TEST_SESSION_PATH, payload: { email: user.email } });
    }
    if (started.statusCode !== 204) throw new Error(`fuzz session failed: ${started.statusCode} ${started.body}`);
  };
  await start();

  return {
    name: 'user',
    client,
    get user() {
      return user;
    },
    get restarts() {
      return restarts;
    },
    async afterAnswer(route, response) {
      const lost = response.statusCode === 401 || response.statusCode === 419;
      const ended = response.statusCode < 400 && SESSION_ENDING.test(route.url);
      if (!lost && !ended) return;
      restarts += 1;
      await start();
    },
  };
}
