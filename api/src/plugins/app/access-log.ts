// One access line per request (`request`, when answered) instead of Fastify's two ("incoming
// request", "request completed"): logging was about a tenth of a cheap request's cost (issue #14).
//
// A route that every open page polls or loads declares `config: { quietAccessLog: true }`
// (`GET /api/sync`, and the reference data every page asks for: `GET /api/categories`,
// `GET /api/countries`): its successful answers are counted instead of logged one by one, and the
// counts go out as one line per route every QUIET_SUMMARY_MS (and when the app closes). Its errors
// (status ≥ 400) and slow answers (≥ QUIET_SLOW_MS) are still logged one by one. Why: at 1,000 polls
// a second the poll's lines are 86 million a day that say nothing but "nothing new"; building and
// writing each was the largest single cost left on the poll (about 7 of 50 µs of server CPU per
// request, issue #14), and on the reference data (constant answers from memory) about 6 of 31 µs.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Successful, quick answers are counted, not logged one by one (see plugins/app/access-log.ts). */
    quietAccessLog?: true;
  }
}

/** A quiet route's answer this slow (ms) is logged one by one all the same. */
export const QUIET_SLOW_MS = 100;
/** How often the counts of quiet answers are logged. */
export const QUIET_SUMMARY_MS = 60 * 1000;
export const QUIET_SUMMARY_MESSAGE = 'requests answered, not logged one by one';

export default fp(
  async (app) => {
    /** Route pattern → quiet answers since the last summary. */
    const quiet = new Map<string, number>();
    let since = Date.now();

    const summarise = () => {
      const seconds = Math.round((Date.now() - since) / 1000);
      for (const [route, answers] of quiet) app.log.info({ route, answers, seconds }, QUIET_SUMMARY_MESSAGE);
      quiet.clear();
      since = Date.now();
    };
    const timer = setInterval(summarise, QUIET_SUMMARY_MS);
    timer.unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(timer);
      summarise();
      done();
    });

    app.addHook('onResponse', (request, reply, done) => {
      const ms = reply.elapsedTime;
      const { config, url } = request.routeOptions;
      if (config?.quietAccessLog && url !== undefined && reply.statusCode < 400 && ms < QUIET_SLOW_MS) {
        quiet.set(url, (quiet.get(url) ?? 0) + 1);
      } else {
        request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
      }
      done();
    });
  },
  { name: 'access-log' },
);
