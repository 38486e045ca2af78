import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for the integration tests (RFC 8030's push resource, seen from the
 * application server): it answers each push as the test says, and reads what it got the way a
 * browser does. Each fake subscription has its own P-256 key pair and auth secret, so the test
 * decrypts the payload (RFC 8291 / RFC 8188 aes128gcm) with the subscription's private key and
 * verifies the VAPID Authorization (RFC 8292) with the server's public key.
 */

/** A browser's side of a push subscription: what it gives the server, and its private key. */
export interface FakeSubscription {
  /** The URL the server POSTs to. */
  endpoint: string;
  /** As `PushSubscription.toJSON().keys`. */
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** One push as received. */
export interface ReceivedPush {
  /** The endpoint's path (which subscription it was for). */
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The status answered, or undefined when the request was held and never answered. */
  status: number | undefined;
}

/** How to answer a push: a status, or 'hold' (never answer: a push service that hangs). */
export type PushAnswer = number | 'hold';

/** The payload of a push, decrypted with the subscription's private key. */
export function decryptPush(body: Buffer, subscription: FakeSubscription): string {
  // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the server's ephemeral public key)
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, not a P-256 public key`);
  if (record.length > recordSize) throw new Error('more than one record');
  // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret
  const ecdhSecret = subscription.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscription.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record: the data, the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID Authorization header checked: the ES256 JWT verified with `k`; its claims answered. */
export function verifyVapid(authorization: string | undefined): {
  publicKey: string;
  claims: { aud: string; sub: string; exp: number };
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [token, publicKey] = [match[1]!, match[2]!];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID JWT signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID JWT alg ${head.alg}`);
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      aud: string;
      sub: string;
      exp: number;
    },
  };
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** How to answer: by default 201; per path, a list of answers used one per push (the last repeats). */
  private readonly answers = new Map<string, PushAnswer[]>();
  private readonly held = new Set<ServerResponse>();
  private counter = 0;

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FakePushService> {
    const handlers: { handle?: (request: IncomingMessage, response: ServerResponse) => void } = {};
    const server = createServer((request, response) => handlers.handle?.(request, response));
    server.keepAliveTimeout = 1_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const service = new FakePushService(server, `http://127.0.0.1:${port}`);
    handlers.handle = (request, response) => service.handle(request, response);
    return service;
  }

  /** A new subscription on this service, with fresh keys; `answers` says how its pushes are answered. */
  subscription(name = 'device', answers: PushAnswer[] = [201]): FakeSubscription {
    const path = `/push/${name}-${++this.counter}`;
    this.answers.set(path, [...answers]);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    return {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
    };
  }

  /** Changes how the subscription's next pushes are answered. */
  answer(subscription: FakeSubscription, answers: PushAnswer[]): void {
    this.answers.set(new URL(subscription.endpoint).pathname, [...answers]);
  }

  /** The pushes received for this subscription (answered or not). */
  pushesTo(subscription: FakeSubscription): ReceivedPush[] {
    const path = new URL(subscription.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  /** The pushes to this subscription the service accepted (2xx). */
  acceptedBy(subscription: FakeSubscription): ReceivedPush[] {
    return this.pushesTo(subscription).filter((push) => push.status !== undefined && push.status < 300);
  }

  async close(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const queue = this.answers.get(path) ?? [201];
      const answer = queue.length > 1 ? queue.shift()! : (queue[0] ?? 201);
      const push: ReceivedPush = {
        path,
        headers: request.headers,
        body: Buffer.concat(chunks),
        status: undefined,
      };
      this.received.push(push);
      if (answer === 'hold') {
        this.held.add(response);
        response.on('close', () => this.held.delete(response));
        return;
      }
      push.status = answer;
      response.writeHead(
        answer,
        answer === 201 ? { location: `${path}/messages/${this.received.length}` } : {},
      );
      response.end();
    });
  }
}
