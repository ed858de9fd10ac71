// Starts the cluster (shared/tooling/cluster.mjs) on free ports from the builds as they are, with a
// run folder of its own; the returned function stops it (SIGTERM) and removes the folder. The tests
// find it through CLUSTER_STATE (its cluster.json: URL, processes, ports, the access log).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../shared/tooling/cluster.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function globalSetup() {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-cluster-e2e-'));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const cluster = spawn(process.execPath, [path.join(ROOT, 'shared', 'tooling', 'cluster.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      CLUSTER_SKIP_BUILD: '1',
      CLUSTER_RUN_DIR: runDir,
      CLUSTER_HTTPS_PORT: String(httpsPort),
      CLUSTER_HTTP_PORT: String(httpPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  cluster.stderr.on('data', (chunk) => {
    output += chunk;
    process.stderr.write(chunk);
  });
  const stateFile = await new Promise((resolve, reject) => {
    cluster.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /^CLUSTER_READY (.+)$/m.exec(output);
      if (match) resolve(match[1]);
    });
    cluster.on('exit', (code) => reject(new Error(`the cluster exited (${code}) before it was ready:\n${output}`)));
  });
  process.env.CLUSTER_STATE = stateFile;
  return async () => {
    if (cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      cluster.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
