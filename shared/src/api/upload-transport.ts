// fetch cannot report upload progress; XMLHttpRequest can. The client sends a request with an
// `onUploadProgress` listener through this instead, and gets the same `Response` back, so everything
// after the transport (CSRF retry, error catalogue, JSON) is the one path of client.ts.

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface XhrInit {
  method: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit | undefined;
  signal: AbortSignal;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Like `fetch(url, init)` with credentials, reporting the request body's progress as it is sent. */
export function fetchWithUploadProgress(url: string, init: XhrInit, onProgress: (progress: UploadProgress) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    const abort = () => xhr.abort();
    const done = () => init.signal.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(init.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    };
    if (init.signal.aborted) {
      reject(init.signal.reason);
      return;
    }
    init.signal.addEventListener('abort', abort);
    xhr.send(init.body ?? null);
  });
}
