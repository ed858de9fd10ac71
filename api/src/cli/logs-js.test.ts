import type { ClientErrorLogRow } from '../db/schema';
import { formatRow, parseArgs } from './logs-js';

const row: ClientErrorLogRow = {
  id: 42,
  batch_id: '00000000-0000-4000-8000-000000000000',
  received_at: new Date('2030-01-02T03:04:05.000Z'),
  type: 'window.onerror',
  name: 'TypeError',
  message: 'x is undefined',
  stack: 'TypeError: x is undefined\n    at a (main.js:1:2)\n    at b (main.js:3:4)',
  href: 'http://localhost:3000/search',
  url: 'http://localhost:3000/main.js',
  line_number: 1,
  column_number: 2,
  user_agent: 'Chrome/140',
  extra: { remote: 'mfe_listings' },
  occurred_at: null,
  client_timestamp: null,
  user_id: 7,
  ip_address: '127.0.0.1',
};

describe('logs:js', () => {
  it('reads --limit, --since and --json', () => {
    expect(parseArgs([])).toEqual({ limit: 50, since: undefined, json: false });
    expect(parseArgs(['--limit', '5', '--since', '2030-01-01T00:00:00Z', '--json'])).toEqual({
      limit: 5,
      since: new Date('2030-01-01T00:00:00Z'),
      json: true,
    });
  });

  it('refuses bad arguments with the usage', () => {
    expect(() => parseArgs(['--limit', '0'])).toThrow(/--limit must be/);
    expect(() => parseArgs(['--since', 'yesterday'])).toThrow(/--since must be a date/);
    expect(() => parseArgs(['--limit'])).toThrow(/usage: logs:js/);
  });

  it('prints an event with its page, user, script position, extra and stack', () => {
    expect(formatRow(row).split('\n')).toEqual([
      '2030-01-02T03:04:05.000Z  #42  window.onerror  TypeError: x is undefined',
      '    page http://localhost:3000/search  user 7  ip 127.0.0.1',
      '    script http://localhost:3000/main.js:1:2',
      '    agent Chrome/140',
      '    extra {"remote":"mfe_listings"}',
      '    | at a (main.js:1:2)',
      '    | at b (main.js:3:4)',
    ]);
  });
});
