// The processes of `npm run start:cluster` (cluster.mjs): free ports, long-running processes in process
// groups of their own with a log file each, readiness checks over HTTP(S), stopping them (and what a
// killed run left behind), and short commands run to completion. Node's modules only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function runQuiet(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result.stdout;
}

function httpGet(url, { ca } = {}) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { ca, timeout: 2000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('timeout')));
  });
}

/** Waits until `url` answers `status` (readiness), or throws after `seconds`. */
export async function waitFor(url, { status = 200, seconds = 90, ca, child } = {}) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${child.label} exited (${child.exitCode ?? child.signalCode}) before ${url} answered; see ${child.logFile}`);
    }
    try {
      if ((await httpGet(url, { ca })) === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer ${status} within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A long-running process in a process group of its own (stopped with its children), output to a log file. */
export function startProcess(label, command, args, { cwd, env, logDir }) {
  const logFile = path.join(logDir, `${label}.log`);
  const out = fs.openSync(logFile, 'a');
  // The run folder in its environment: how a later run knows a leftover as its own (stopLeftovers).
  const marked = { ...env, [RUN_MARK]: path.dirname(logDir) };
  const child = spawn(command, args, { cwd, env: marked, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  child.label = label;
  child.logFile = logFile;
  child.on('exit', (code, signal) => {
    if (!child.stoppedOnPurpose) console.error(`✖ ${label} (pid ${child.pid}) stopped: ${signal ?? `exit code ${code}`} — log: ${logFile}`);
  });
  return child;
}

const RUN_MARK = 'BIZMARKT_CLUSTER_RUN_DIR';

/** A process's environment (`NAME=value` entries); none when it is gone or not ours to read. */
function environmentOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

function commandLineOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Processes a run that was killed outright (SIGKILL) left behind, from its cluster.json: stopped
 * (their process groups) when they are still ours — their environment names this run folder.
 */
export function stopLeftovers(runDir) {
  const file = path.join(runDir, 'cluster.json');
  if (!fs.existsSync(file)) return;
  let processes = [];
  try {
    processes = JSON.parse(fs.readFileSync(file, 'utf8')).processes ?? [];
  } catch {
    // unreadable: nothing to go by
  }
  for (const { name, pid } of processes) {
    // nginx rewrites its environment (and keeps its arguments, which name this run's configuration).
    const ours = environmentOf(pid).includes(`${RUN_MARK}=${runDir}`) || commandLineOf(pid).includes(path.join(runDir, 'nginx', 'nginx.conf'));
    if (!ours) continue;
    console.log(`  stopping ${name} (pid ${pid}), left running by an earlier run`);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  fs.rmSync(file, { force: true });
}

export function stopProcess(child, signal = 'SIGTERM') {
  child.stoppedOnPurpose = true;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}
