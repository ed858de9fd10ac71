// A throwaway PostgreSQL cluster for the test run: initdb into a temp folder, start on a free
// port with fsync off, stop and delete at the end. As root, the binaries run as `postgres`
// (initdb refuses root).
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  dir: string;
  dataDir: string;
  port: number;
  adminUrl: string;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(binary: string, args: readonly string[]): void {
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, [...args]];
  try {
    execFileSync(command, commandArgs, { stdio: 'pipe', timeout: 60_000 });
  } catch (error) {
    const output = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${binary} ${args.join(' ')} failed:\n${output.stdout?.toString() ?? ''}${output.stderr?.toString() ?? ''}`, {
      cause: error,
    });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function numericId(flag: '-u' | '-g', user: string): number {
  return Number(execFileSync('id', [flag, user]).toString().trim());
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-pg-'));
  if (isRoot()) chownSync(dir, numericId('-u', 'postgres'), numericId('-g', 'postgres'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const cluster = { dir, dataDir, port, adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres` };
  try {
    run('initdb', ['-D', dataDir, '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '-U', 'postgres']);
    const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'].join(
      ' ',
    );
    run('pg_ctl', ['-w', '-t', '60', '-D', dataDir, '-l', path.join(dir, 'postgres.log'), '-o', options, 'start']);
  } catch (error) {
    stopPostgresCluster(cluster);
    throw error;
  }
  return cluster;
}

/** Synchronous, so that it can also run from a process 'exit' handler. */
export function stopPostgresCluster(cluster: Pick<PostgresCluster, 'dir' | 'dataDir'>): void {
  try {
    run('pg_ctl', ['-w', '-D', cluster.dataDir, '-m', 'immediate', 'stop']);
  } catch {
    // not running (start failed, or already stopped)
  }
  rmSync(cluster.dir, { recursive: true, force: true });
}
