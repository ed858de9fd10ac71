import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';

export const SESSION_COOKIE = 'bizmarkt_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

export interface RequestOptions {
  method?: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Send X-XSRF-TOKEN from the XSRF-TOKEN cookie, as the SPA does (default true). */
  xsrf?: boolean;
  /** The connection's address (no traffic is sent); default the client's own, else inject's 127.0.0.1. */
  remoteAddress?: string;
}

/** A browser-like client: keeps cookies between requests and echoes the XSRF cookie. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /** `remoteAddress`: where this client connects from (a simulated address; inject sends no traffic). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress?: string,
  ) {}

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  get xsrfToken(): string | undefined {
    return this.cookies.get(XSRF_COOKIE);
  }

  async request(options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0 && headers.cookie === undefined) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if ((options.xsrf ?? true) && xsrf !== undefined && headers['x-xsrf-token'] === undefined) {
      headers['x-xsrf-token'] = xsrf;
    }
    const remoteAddress = options.remoteAddress ?? this.remoteAddress;
    const response = await this.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers,
      ...(options.payload === undefined ? {} : { payload: options.payload }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  csrfCookie(): Promise<Response> {
    return this.request({ url: '/sanctum/csrf-cookie' });
  }

  /** Fetches the CSRF cookie first when the client has none, as the SPA does. */
  async login(credentials: { email: string; password: string; remember?: boolean }, headers?: Record<string, string>) {
    if (!this.xsrfToken) await this.csrfCookie();
    return this.request({ method: 'POST', url: '/api/login', payload: credentials, ...(headers ? { headers } : {}) });
  }

  logout(): Promise<Response> {
    return this.request({ method: 'POST', url: '/api/logout' });
  }
}

export function findSetCookie(response: Response, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}
