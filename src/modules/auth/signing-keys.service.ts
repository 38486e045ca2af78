import { createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { Clock } from '../../common/clock.js';
import { SigningKey } from './entities/signing-key.entity.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A new signing key every 30 days. */
export const KEY_ROTATION_MS = 30 * 24 * 3600 * 1000;
const CACHE_MS = 60 * 1000;

interface LoadedKey {
  kid: string;
  createdAt: Date;
  publicJwk: JWK;
  privateJwk: JWK;
}

/**
 * The ES256 keys that sign access tokens. The newest key younger than 30 days signs; when there is
 * none, a new one is made. Older keys stay published in the JWKS until every token they signed has
 * expired (30 days + the access-token lifetime).
 */
@Injectable()
export class SigningKeysService {
  private cache: { keys: LoadedKey[]; loadedAt: number } | undefined;
  private readonly keyObjectByKid = new Map<string, KeyObject>();
  private readonly privateByKid = new Map<string, CryptoKey>();

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  private async keys(force = false): Promise<LoadedKey[]> {
    const now = Date.now();
    if (!force && this.cache && now - this.cache.loadedAt < CACHE_MS) return this.cache.keys;
    const oldest = new Date(
      this.clock.now().getTime() - KEY_ROTATION_MS - ACCESS_TOKEN_TTL_SECONDS * 1000 - CACHE_MS,
    );
    const rows = await this.em
      .fork()
      .find(SigningKey, { createdAt: { $gt: oldest } }, { orderBy: { createdAt: 'desc' } });
    const keys = rows.map((row) => ({
      kid: row.kid,
      createdAt: row.createdAt,
      publicJwk: row.publicJwk,
      privateJwk: row.privateJwk,
    }));
    this.cache = { keys, loadedAt: now };
    return keys;
  }

  /** The key that signs new tokens (made on first use and every 30 days). */
  async signingKey(): Promise<{ kid: string; key: CryptoKey }> {
    const activeSince = this.clock.now().getTime() - KEY_ROTATION_MS;
    let current = (await this.keys()).find((key) => key.createdAt.getTime() > activeSince);
    if (!current) current = (await this.keys(true)).find((key) => key.createdAt.getTime() > activeSince);
    if (!current) current = await this.rotate();
    let key = this.privateByKid.get(current.kid);
    if (!key) {
      key = (await importJWK(current.privateJwk, 'ES256')) as CryptoKey;
      this.privateByKid.set(current.kid, key);
    }
    return { kid: current.kid, key };
  }

  /** Makes and stores a new signing key. */
  async rotate(): Promise<LoadedKey> {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
    const createdAt = this.clock.now();
    const em = this.em.fork();
    em.create(SigningKey, { kid, publicJwk, privateJwk, createdAt });
    await em.flush();
    this.cache = undefined;
    return { kid, createdAt, publicJwk, privateJwk };
  }

  /** The public keys to publish at /.well-known/jwks.json. */
  async publicKeys(): Promise<JWK[]> {
    return (await this.keys()).map((key) => key.publicJwk);
  }

  /**
   * One of our own public keys, parsed once, by kid (undefined for any other kid), so verifying a
   * token does not re-read the key on every request.
   */
  async publicKeyObject(kid: string): Promise<KeyObject | undefined> {
    const cached = this.keyObjectByKid.get(kid);
    if (cached) return cached;
    let key = (await this.keys()).find((k) => k.kid === kid);
    // an unknown kid reloads at most every few seconds, so made-up kids cannot flood the database
    if (!key && Date.now() - (this.cache?.loadedAt ?? 0) > 5000)
      key = (await this.keys(true)).find((k) => k.kid === kid);
    if (!key) return undefined;
    const keyObject = createPublicKey({ key: key.publicJwk, format: 'jwk' });
    this.keyObjectByKid.set(kid, keyObject);
    return keyObject;
  }
}
