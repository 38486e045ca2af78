import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { setImmediate } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import webpush from 'web-push';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { isPublicAddress } from '../endpoint-rules.js';
import type { VapidDetails } from '../vapid-keys.service.js';

/** Every push lives a day on the push service when the device is offline (RFC 8030 TTL). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one push request may take (connect, send, answer). */
export const PUSH_TIMEOUT_MS = 10_000;
/** A signed VAPID JWT is valid 12 hours (RFC 8292 allows 24); it is reused for 11 per push service. */
const VAPID_JWT_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 11 * 60 * 60 * 1000;

/** What became of one push. */
export type PushOutcome =
  /** The push service accepted it (2xx). */
  | { kind: 'sent' }
  /** 404/410: the subscription has expired or was withdrawn; it is removed. */
  | { kind: 'gone'; error: string }
  /** Refused for good (another 4xx, keys that cannot be encrypted to, a private address). */
  | { kind: 'failed'; error: string }
  /** Refused for now (429, 5xx, network trouble): tried again later. */
  | { kind: 'retry'; error: string }
  /** The job was stopped (shutdown) before an answer came: still to send. */
  | { kind: 'interrupted' };

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * dns.lookup that refuses a host resolving to any non-public address: the endpoint was checked when
 * it was registered, and is checked again on every connection, since a name can be pointed
 * elsewhere later (DNS rebinding).
 */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
      return callback(new PrivateAddressError(`${hostname} resolves to a non-public address`), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}

/**
 * Sends one Web Push message: web-push encrypts the payload (RFC 8291, aes128gcm) and builds the
 * request (TTL, Urgency, Topic; the VAPID Authorization of RFC 8292, signed once per push service
 * and reused for 11 hours); this class sends it on keep-alive connections with a time limit and
 * tells what the answer means.
 */
@Injectable()
export class PushSender {
  private readonly agents: { 'http:': http.Agent; 'https:': https.Agent };
  private readonly lookup: typeof publicOnlyLookup | undefined;
  private readonly vapidHeaders = new Map<string, { authorization: string; until: number }>();

  constructor(@InjectConfig() config: AppConfig) {
    this.lookup = config.push.allowPrivateEndpoints ? undefined : publicOnlyLookup;
    const options = { keepAlive: true, maxSockets: 32, ...(this.lookup ? { lookup: this.lookup } : {}) };
    this.agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
  }

  async send(
    target: PushTarget,
    payload: string,
    options: { vapid: VapidDetails; topic: string; signal: AbortSignal },
  ): Promise<PushOutcome> {
    // each push's encryption is a little CPU (ECDH, HKDF, AES): give the requests waiting a turn first
    await setImmediate();
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      const audience = new URL(target.endpoint).origin;
      request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          headers: { Authorization: this.authorization(audience, options.vapid) },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          topic: options.topic,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      return { kind: 'failed', error: `cannot encrypt: ${(error as Error).message}`.slice(0, 500) };
    }
    try {
      const status = await this.post(request, options.signal);
      if (status >= 200 && status < 300) return { kind: 'sent' };
      if (status === 404 || status === 410) return { kind: 'gone', error: `HTTP ${status}` };
      if (status === 429 || status >= 500) return { kind: 'retry', error: `HTTP ${status}` };
      return { kind: 'failed', error: `HTTP ${status}` };
    } catch (error) {
      if (options.signal.aborted) return { kind: 'interrupted' };
      if (error instanceof PrivateAddressError) return { kind: 'failed', error: error.message };
      const { code, message } = error as NodeJS.ErrnoException;
      return { kind: 'retry', error: (code ?? message).slice(0, 500) };
    }
  }

  /** Closes the kept-alive connections. */
  close(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  /** The VAPID `Authorization` for a push service, signed again once it is 11 hours old. */
  private authorization(audience: string, vapid: VapidDetails): string {
    const now = Date.now();
    const key = `${audience} ${vapid.publicKey}`;
    const cached = this.vapidHeaders.get(key);
    if (cached && cached.until > now) return cached.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_JWT_SECONDS,
    );
    if (this.vapidHeaders.size > 1_000) this.vapidHeaders.clear(); // push services are few
    this.vapidHeaders.set(key, { authorization: Authorization, until: now + VAPID_REUSE_MS });
    return Authorization;
  }

  /** POSTs the request and resolves with the answer's status (its body is read and dropped). */
  private post(request: { endpoint: string; headers: object; body: Buffer | null }, signal: AbortSignal) {
    const url = new URL(request.endpoint);
    const protocol = url.protocol as 'http:' | 'https:';
    const transport = protocol === 'https:' ? https : http;
    return new Promise<number>((resolve, reject) => {
      const req = transport.request(
        url,
        {
          method: 'POST',
          headers: request.headers as http.OutgoingHttpHeaders,
          agent: this.agents[protocol],
          timeout: PUSH_TIMEOUT_MS, // idle socket
          signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]), // the whole exchange
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('push timed out'), { code: 'ETIMEDOUT' })));
      req.on('error', reject);
      req.end(request.body ?? undefined);
    });
  }
}
