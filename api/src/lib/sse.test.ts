import { acceptsEventStream, sseComment, sseEvent, sseRetry } from './sse';

describe('server-sent event frames', () => {
  it('write an event as one data line ended by a blank line, a comment and a retry', () => {
    expect(sseEvent('message', { text: 'two\nlines' })).toBe('event: message\ndata: {"text":"two\\nlines"}\n\n');
    expect(sseComment('keep\nalive')).toBe(': keep alive\n\n');
    expect(sseRetry(3000.4)).toBe('retry: 3000\n\n');
  });

  it('serve only a request that accepts an event stream', () => {
    expect(acceptsEventStream('text/event-stream')).toBe(true);
    expect(acceptsEventStream('application/json, Text/Event-Stream;q=0.5')).toBe(true);
    expect(acceptsEventStream('text/event-stream;q=0')).toBe(false);
    expect(acceptsEventStream('*/*')).toBe(false);
    expect(acceptsEventStream(undefined)).toBe(false);
  });
});
