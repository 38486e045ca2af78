// A small HTTP client on node:http: keep-alive agents of our own (one per load connection), and a
// choice of source address on the loopback network, so requests come from distinct client
// addresses (127.0.0.2, 127.0.0.3, …) as players behind the balancer do.
import http from 'node:http';

/** A keep-alive agent holding one connection: one "connection" of a load test. */
export function connectionAgent(localAddress) {
  return new http.Agent({ keepAlive: true, maxSockets: 1, ...(localAddress ? { localAddress } : {}) });
}

const shared = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One request to `base` + `path`; resolves with { status, headers, body } (body parsed as JSON when
 * it is JSON). Never rejects on an HTTP status; rejects on a network error or after `timeoutMs`.
 */
export function request(base, path, options = {}) {
  const { method = options.json === undefined ? 'GET' : 'POST', json, token, headers = {} } = options;
  const { agent = shared, localAddress, timeoutMs = 30_000 } = options;
  const url = new URL(path, base);
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: localAddress ? new http.Agent({ keepAlive: false, localAddress }) : agent,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          if ((res.headers['content-type'] ?? '').includes('json') && text) {
            try {
              parsed = JSON.parse(text);
            } catch {
              // leave it as text
            }
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** request(), throwing unless the status is `expected` (or 2xx when not given). */
export async function expectStatus(base, path, options = {}, expected) {
  const res = await request(base, path, options);
  const ok = expected === undefined ? res.status >= 200 && res.status < 300 : res.status === expected;
  if (!ok)
    throw new Error(
      `${options.method ?? (options.json === undefined ? 'GET' : 'POST')} ${path} at ${base} answered ${res.status}` +
        `${expected === undefined ? '' : ` (expected ${expected})`}: ${JSON.stringify(res.body).slice(0, 300)}`,
    );
  return res;
}
