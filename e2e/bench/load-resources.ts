// The load section's view of the machine while a run lasts: each API instance's CPU and resident
// memory (/proc/<pid>), PostgreSQL's CPU (the postmaster and its backends) and its client connections
// (pg_stat_activity, one-second samples), the bench's own CPU (the simulated users), every core's busy
// time (/proc/stat: ours and other work alike) and the load average at the start and the end.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** CPU seconds (user + system) of a process from /proc/<pid>/stat, or null when it is gone. */
export function cpuSecondsOf(statText: string, ticksPerSecond = 100): number {
  // The command name may hold spaces and parentheses: fields are counted after the last ')'.
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

export function rssMbOf(statusText: string): number {
  const match = statusText.match(/^VmRSS:\s+(\d+)\s+kB/m);
  return match ? Number(match[1]) / 1024 : 0;
}

export function readProc(pid: number): { cpu: number; rssMb: number } | null {
  try {
    return { cpu: cpuSecondsOf(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), rssMb: rssMbOf(fs.readFileSync(`/proc/${pid}/status`, 'utf8')) };
  } catch {
    return null;
  }
}

/** Every PID whose parent chain leads to `root` (PostgreSQL's backends are children of the postmaster). */
export function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  return [...parents.keys()].filter((pid) => {
    for (let p: number | undefined = pid; p; p = parents.get(p)) if (p === root) return true;
    return false;
  });
}

export interface ResourceSummary {
  /** Per instance: mean CPU (% of one core) over the run and peak resident memory. */
  instances: { pid: number; cpuPercent: number; peakRssMb: number }[];
  /** PostgreSQL's processes together (null when it is not ours to read). */
  postgresCpuPercent: number | null;
  /** Client connections in pg_stat_activity: peak and mean of the one-second samples. */
  postgresConnections: { peak: number; mean: number } | null;
  /** The machine's 1-minute load average at the end of the run. */
  loadAverage: number;
  /** …and at its start. */
  loadAverageStart: number;
  /** The bench's own process (the simulated users), % of one core. */
  generatorCpuPercent: number;
  /** Every core of the machine busy (not idle, not waiting on I/O), % of all of them: ours and other work alike. */
  machineBusyPercent: number;
}

/** Busy and total jiffies of all cores together, from the first line of /proc/stat. */
export function machineTicks(statText: string): { busy: number; total: number } {
  const fields = (statText.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  // user nice system idle iowait irq softirq steal …
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

const readMachineTicks = () => {
  try {
    return machineTicks(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return { busy: 0, total: 0 };
  }
};

export class Sampler {
  private timer: NodeJS.Timeout | null = null;
  private readonly startCpu = new Map<number, number>();
  private readonly peakRss = new Map<number, number>();
  private readonly connections: number[] = [];
  private pgStart = 0;
  private started = 0;
  private selfStart = process.cpuUsage();
  private machineStart = { busy: 0, total: 0 };
  private loadStart = 0;

  constructor(
    private readonly pids: number[],
    private readonly postgres: { pid: number | null; psql: string[] } | null,
  ) {}

  private pgCpu(): number {
    if (!this.postgres?.pid) return 0;
    return descendants(this.postgres.pid).reduce((sum, pid) => sum + (readProc(pid)?.cpu ?? 0), readProc(this.postgres.pid)?.cpu ?? 0);
  }

  start(): void {
    this.started = Date.now();
    for (const pid of this.pids) this.startCpu.set(pid, readProc(pid)?.cpu ?? 0);
    this.pgStart = this.pgCpu();
    this.selfStart = process.cpuUsage();
    this.machineStart = readMachineTicks();
    this.loadStart = os.loadavg()[0] ?? 0;
    this.timer = setInterval(() => void this.sample(), 1_000);
  }

  private async sample(): Promise<void> {
    for (const pid of this.pids) {
      const now = readProc(pid);
      if (now) this.peakRss.set(pid, Math.max(this.peakRss.get(pid) ?? 0, now.rssMb));
    }
    if (this.postgres) {
      const [bin, ...args] = this.postgres.psql;
      const out = await execFileAsync(bin!, [...args, '-tAc', "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend'"]).catch(() => null);
      // The sampler's own psql session is one of them.
      if (out) this.connections.push(Math.max(0, Number(out.stdout.trim()) - 1));
    }
  }

  stop(): ResourceSummary {
    if (this.timer) clearInterval(this.timer);
    const seconds = (Date.now() - this.started) / 1000;
    const self = process.cpuUsage(this.selfStart);
    const machine = readMachineTicks();
    const machineTotal = machine.total - this.machineStart.total;
    return {
      instances: this.pids.map((pid) => ({
        pid,
        cpuPercent: (((readProc(pid)?.cpu ?? 0) - (this.startCpu.get(pid) ?? 0)) / seconds) * 100,
        peakRssMb: this.peakRss.get(pid) ?? readProc(pid)?.rssMb ?? 0,
      })),
      postgresCpuPercent: this.postgres?.pid ? ((this.pgCpu() - this.pgStart) / seconds) * 100 : null,
      postgresConnections: this.connections.length
        ? { peak: Math.max(...this.connections), mean: this.connections.reduce((a, b) => a + b, 0) / this.connections.length }
        : null,
      loadAverage: os.loadavg()[0] ?? 0,
      loadAverageStart: this.loadStart,
      generatorCpuPercent: ((self.user + self.system) / 1e6 / seconds) * 100,
      machineBusyPercent: machineTotal > 0 ? ((machine.busy - this.machineStart.busy) / machineTotal) * 100 : 0,
    };
  }
}
