// Command-line options of `npm run bench`.
export const SECTIONS = ['frontend', 'lighthouse', 'api', 'stream', 'load'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchArgs {
  quick: boolean;
  only: Section[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  postgres: boolean;
  lighthouseRuns: number;
  /** Lighthouse's CPU slowdown multiplier; undefined for its default (4×). */
  lighthouseCpuSlowdown?: number;
  /** Only these pages in the frontend and Lighthouse sections (paths as the report names them); null = all. */
  routes: string[] | null;
  /** Generated users (deterministic, seed 1) in each API database before it is measured; 0 = none. */
  users: number;
  /** Online users the `/api/sync` poll-ladder target simulates (PostgreSQL); null = as many as `users`. */
  ladderUsers: number | null;
  help: boolean;
}

export const USAGE = `usage: npm run bench -- [--quick] [--only frontend,api] [--connections N] [--duration S] [--no-postgres]
  --quick         smaller run for use while developing: fewer pages, shorter load, no Lighthouse
                  (unless named in --only: then one run of each page Lighthouse's budget names)
  --only          comma-separated sections: ${SECTIONS.join(', ')}
  --lighthouse-runs  Lighthouse runs per page, the median is reported (default 3)
  --lighthouse-cpu-slowdown  Lighthouse's CPU multiplier (default 4): a calibration for a host whose CPU index is far
                  from the 1,500–2,000 the default is meant for (the report prints the index); labelled in the report
  --routes        comma-separated pages the frontend and Lighthouse sections measure (e.g. /my-listings,/de/faq), instead
                  of all of them; a path no section would measure is an error
  --connections   autocannon connections (default 50; quick 10)
  --duration      seconds per API target (default 10; quick 3)
  --no-postgres   skip the throwaway PostgreSQL cluster even when initdb/pg_ctl exist
  --users         generated users (with their notifications) in each API database (default 10000; quick 1000; 0 for none)
  --ladder-users  online users of the /api/sync poll-ladder target (default: --users), e.g. 10000 on the quick run's data
  load section (--only load; sizes from the environment): BENCH_USERS (500), BENCH_LISTINGS (5000), BENCH_INSTANCES (1,2,3),
                  BENCH_LOAD_SECONDS (20), BENCH_SESSIONS (100), BENCH_BROWSE_SECONDS (60), BENCH_SEND_SECONDS (600),
                  BENCH_CONNECTIONS (64), BENCH_TARGET_URL (+ BENCH_API_PIDS, BENCH_POSTGRES_URL): docs/benchmarks.md`;

function positiveInt(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} needs a positive integer, got ${value ?? 'nothing'}`);
  return n;
}

export function parseArgs(argv: readonly string[]): BenchArgs {
  // pnpm passes a literal `--` through from `npm run bench -- --quick`.
  const args = argv.filter((a) => a !== '--');
  const quick = args.includes('--quick');
  const out: BenchArgs = {
    quick,
    // Lighthouse takes about 15 s a run on two cores: out of the quick run unless asked for.
    only: quick ? ['frontend', 'api'] : [...SECTIONS],
    connections: quick ? 10 : 50,
    durationSeconds: quick ? 3 : 10,
    warmupSeconds: quick ? 1 : 2,
    postgres: true,
    lighthouseRuns: quick ? 1 : 3,
    routes: null,
    users: quick ? 1000 : 10_000,
    ladderUsers: null,
    help: false,
  };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? args[++i];
    switch (flag) {
      case '--quick':
        break;
      case '--help':
      case '-h':
        out.help = true;
        break;
      case '--no-postgres':
        out.postgres = false;
        break;
      case '--only': {
        const names = (value() ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const unknown = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
        if (names.length === 0 || unknown.length) throw new Error(`--only takes ${SECTIONS.join(', ')}; got ${unknown.join(', ') || 'nothing'}`);
        out.only = names as Section[];
        break;
      }
      case '--connections':
        out.connections = positiveInt(flag, value());
        break;
      case '--lighthouse-runs':
        out.lighthouseRuns = positiveInt(flag, value());
        break;
      case '--lighthouse-cpu-slowdown': {
        const raw = value();
        const n = Number(raw);
        if (!Number.isFinite(n) || n < 1 || n > 20) throw new Error(`${flag} needs a number from 1 to 20, got ${raw ?? 'nothing'}`);
        out.lighthouseCpuSlowdown = n;
        break;
      }
      case '--routes': {
        const paths = (value() ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const bad = paths.filter((p) => !p.startsWith('/'));
        if (paths.length === 0 || bad.length) throw new Error(`--routes takes paths starting with /; got ${bad.join(', ') || 'nothing'}`);
        out.routes = paths;
        break;
      }
      case '--users': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0) throw new Error(`--users needs a whole number ≥ 0`);
        out.users = n;
        break;
      }
      case '--ladder-users':
        out.ladderUsers = positiveInt(flag, value());
        break;
      case '--duration':
        out.durationSeconds = positiveInt(flag, value());
        break;
      default:
        throw new Error(`unknown option ${arg}\n${USAGE}`);
    }
  }
  return out;
}
