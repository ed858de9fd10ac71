#!/usr/bin/env node
// `npm start`: installs pnpm when missing, installs dependencies, builds every app, migrates and seeds
// the embedded database, serves the API and the five apps on their own ports, and prints the URL.
import path from 'node:path';
import { APPS, apiPort, appPort } from './apps.mjs';
import { buildAll, ensurePnpm, installDependencies, log, ROOT, run, startServer, stopServers } from './run.mjs';

try {
  ensurePnpm();
  installDependencies();
  buildAll();
  log('Migrating and seeding the database (demo data only when it is empty)');
  run(process.execPath, ['dist/cli/seed.js', '--if-empty'], { cwd: path.join(ROOT, 'api') });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(error.exitCode ?? 1);
}

log('Starting the API and the apps');
// The site's public origin: the API's links and the shell's canonical host (serve.mjs) agree on it.
const appUrl = process.env.APP_URL ?? `http://localhost:${appPort(APPS.find((a) => a.role === 'host'))}`;
const children = [
  startServer('api', process.execPath, ['dist/server.js'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(apiPort()),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // glibc's default arenas let image uploads fragment the heap (docs/decisions/0121-image-memory.md).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      APP_URL: appUrl,
    },
  }),
  ...APPS.map((app) =>
    startServer(app.dir, process.execPath, [path.join(ROOT, 'shared', 'tooling', 'serve.mjs'), '--app', app.dir], {
      cwd: path.join(ROOT, app.dir),
      env: app.role === 'host' ? { ...process.env, APP_URL: appUrl } : process.env,
    }),
  ),
];

const shell = APPS.find((a) => a.role === 'host');
// Without SMTP_URL the API keeps mail in its local mailbox, which answers this machine only
// (docs/architecture/mail-and-notifications.md, "The local mailbox"); MAIL_TRANSPORT chooses explicitly.
const mailTransport = process.env.MAIL_TRANSPORT?.trim().toLowerCase();
const localMailbox = mailTransport ? mailTransport === 'mailbox' : !process.env.SMTP_URL?.trim() && process.env.NODE_ENV !== 'production';
setTimeout(() => {
  console.log(`
──────────────────────────────────────────────────────────────
  Bizmarkt is running:  http://localhost:${appPort(shell)}
  German:               http://localhost:${appPort(shell)}/de
${localMailbox ? `  Mail (local mailbox): http://localhost:${appPort(shell)}/api/dev/mailbox  (this machine only; set SMTP_URL to send real mail)\n` : ''}  API:                  http://localhost:${apiPort()}/health
  Servers (stop one with \`kill PID\`; start an app again with
  \`pnpm --filter NAME serve\`, the API with \`pnpm --filter api start\`):
${children.map((c) => `    ${c.label.padEnd(20)} :${c.label === 'api' ? apiPort() : appPort(APPS.find((a) => a.dir === c.label))}  pid ${c.pid}`).join('\n')}
  Demo logins are listed in README.md. Stop everything with Ctrl+C.
──────────────────────────────────────────────────────────────`);
}, 1500);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers(children);
    setTimeout(() => process.exit(0), 500);
  });
}
