import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { LOG_FLUSH_MS, openLogDestination, type LogDestination } from './log-destination';

let dir: string;
let destination: LogDestination | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-log-'));
});
afterEach(async () => {
  // Closed before its file is removed (its periodic flush would write to a closed descriptor).
  if (destination) {
    const closed = new Promise((resolve) => destination?.once('close', resolve));
    destination.end();
    await closed;
  }
  destination = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string });

describe('the buffered log destination', () => {
  it('writes a lone line of a quiet server within the flush interval, lines in order', async () => {
    const file = path.join(dir, 'api.log');
    destination = openLogDestination(openSync(file, 'a'));
    const log = pino({ level: 'info' }, destination);
    log.info('first');
    log.info('second');
    await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS + 500));
    expect(lines(file).map((line) => line.msg)).toEqual(['first', 'second']);
  });

  it('writes a full buffer at once, without waiting for the interval', () => {
    const file = path.join(dir, 'api.log');
    destination = openLogDestination(openSync(file, 'a'));
    const log = pino({ level: 'info' }, destination);
    for (let i = 0; i < 100; i++) log.info({ i, padding: 'x'.repeat(64) }, 'line');
    expect(lines(file).length).toBeGreaterThan(0);
  });

  it('loses nothing when the process exits at once (process.exit after a fatal error)', () => {
    const script = `
      const pino = require('pino');
      const { openLogDestination } = require(${JSON.stringify(path.join(__dirname, 'log-destination.ts'))});
      const log = pino({ level: 'info' }, openLogDestination());
      log.info('started');
      log.error('fatal');
      process.exit(1);
    `;
    const child = spawnSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], { cwd: __dirname, encoding: 'utf8', timeout: 30_000 });
    expect(child.status).toBe(1);
    const messages = child.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(['started', 'fatal']);
  });
});
