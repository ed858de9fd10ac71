import pino from 'pino';
import { LazyChildLogger } from './request-logger';

function logger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const root = pino({ level, timestamp: false }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { root, lines };
}

describe('LazyChildLogger', () => {
  it('logs the same lines as pino’s own child, making it only with the first line', () => {
    const eager = logger();
    eager.root.child({ reqId: 'req-1' }).info({ statusCode: 200 }, 'request');
    eager.root.child({ reqId: 'req-1' }).warn('slow');

    const lazy = logger();
    const requestLog = new LazyChildLogger(lazy.root, { reqId: 'req-1' }, {});
    expect(requestLog.made).toBe(false);
    expect(requestLog.level).toBe('info');
    requestLog.info({ statusCode: 200 }, 'request');
    expect(requestLog.made).toBe(true);
    requestLog.warn('slow');
    requestLog.debug('below the level: no line');
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.lines[0]).toMatchObject({ reqId: 'req-1', statusCode: 200, msg: 'request', level: 30 });
  });

  it('gives children with both bindings', () => {
    const { root, lines } = logger();
    new LazyChildLogger(root, { reqId: 'req-2' }, {}).child({ module: 'billing' }).error('declined');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-2', module: 'billing', msg: 'declined', level: 50 })]);
  });

  it('takes a level of its own (a route’s logLevel) at once', () => {
    const { root, lines } = logger('info');
    const requestLog = new LazyChildLogger(root, { reqId: 'req-3' }, { level: 'debug' });
    expect(requestLog.made).toBe(true);
    expect(requestLog.level).toBe('debug');
    requestLog.debug('shown');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-3', msg: 'shown', level: 20 })]);
  });

  it('sets a level on the child, not on the parent', () => {
    const { root, lines } = logger('info');
    const requestLog = new LazyChildLogger(root, { reqId: 'req-4' }, {});
    requestLog.level = 'warn';
    requestLog.info('hidden');
    root.info('still shown');
    expect(lines.map((line) => line.msg)).toEqual(['still shown']);
  });
});
