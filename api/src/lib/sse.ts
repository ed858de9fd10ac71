// The text of server-sent events (WHATWG HTML §9.2 "Server-sent events"): what `GET /api/stream`
// writes. A frame ends with a blank line; a line starting with a colon is a comment (a heartbeat).

/** One event: `event: <name>` and its JSON on one `data:` line (JSON.stringify never writes a newline). */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, but it keeps proxies and load balancers from closing an idle stream. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]/g, ' ')}\n\n`;
}

/** How long the browser waits before it reconnects after the stream ends. */
export function sseRetry(ms: number): string {
  return `retry: ${Math.max(0, Math.round(ms))}\n\n`;
}

/** Whether an `Accept` header asks for an event stream (what EventSource sends). */
export function acceptsEventStream(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    if (type.trim() !== 'text/event-stream') return false;
    return !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}
