// The shape of the bench's report (report.ts): the machine, each section's results, the notes and the
// history line — the JSON document written to bench-results/<timestamp>.json.
import type { StreamCapacityResult, StreamDeliveryResult } from './stream';
import type { HistoryEntry } from './history';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult, LoadSettings } from './load-section';
import type { CostSummary } from './load-costs';
import type { Bucket, PageAggregate } from './measure';

export interface MachineInfo {
  commit: string;
  dirty: boolean;
  cores: number;
  cpuModel: string;
  memoryBytes: number;
  /** 1-minute load average when the run started: other work on the machine skews every number. */
  loadAverage: number;
  node: string;
  platform: string;
  date: string;
}

export interface PageResult {
  path: string;
  finalPath: string;
  loggedIn: boolean;
  aggregate: PageAggregate;
  shared: Record<string, { registered: number; loaded: number; loadedFrom: string[] }> | null;
  federationRatio: number | null;
  /** JS+CSS bytes by the page's Resource Timing vs by the recorded network events. */
  crossCheck?: { resourceTimingBytes: number; recordedBytes: number; differencePct: number };
  error?: string;
}

export interface ApiResult {
  database: string;
  target: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  /** From every response's latency (autocannon's summary has no p95). */
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Against the ceiling measured beside this target (paired slices, api.ts); null when not paired. */
  ratioToCeiling: number | null;
  /** The bare-Fastify ceiling's req/s in the slices beside this target; null when not paired. */
  ceilingRequestsPerSecond?: number | null;
}

/** `matchNewListing` for one verified listing, timed over several listings (api/src/cli/bench-alerts.ts). */
export interface AlertMatchResult {
  database: string;
  runs: number;
  /** Rows in new_listing_alerts (users with an alert). */
  alerts: number;
  toldAverage: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface BenchReport {
  machine: MachineInfo;
  options: { quick: boolean; only: string[]; connections: number; durationSeconds: number };
  frontend?: { baseline: Bucket | null; origins: Record<string, string>; pages: PageResult[] };
  lighthouse?: { results: LighthouseResult[]; error?: string; /** When not Lighthouse's default 4×. */ cpuSlowdown?: number };
  api?: { results: ApiResult[]; skipped: string[]; alertMatching?: AlertMatchResult[] };
  /** The event stream (stream.ts): delivery across two instances and the cost of open streams. */
  stream?: { delivery?: StreamDeliveryResult; capacity?: StreamCapacityResult; skipped?: string };
  /** The `load` section (load-section.ts): its settings, each run, and its tables as Markdown. */
  load?: { settings: LoadSettings; results: LoadResult[]; costs?: CostSummary; tables: string };
  notes: string[];
  /** This run as its history line, and the latest earlier run of the same kind (history.ts). */
  history?: { current: HistoryEntry; previous: HistoryEntry | null };
}
