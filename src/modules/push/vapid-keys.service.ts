import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import webpush from 'web-push';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { PushKey } from './entities/push-key.entity.js';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair (RFC 8292) pushes are signed with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when
 * configured, otherwise a pair generated once and kept in `push_keys`. Replicas racing to create it
 * insert with `on conflict do nothing` and read the one row back, so they all end up with the same.
 */
@Injectable()
export class VapidKeysService {
  private details: Promise<VapidDetails> | undefined;

  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The key pair and subject (read once per process). */
  get(): Promise<VapidDetails> {
    this.details ??= this.load().catch((error: unknown) => {
      this.details = undefined; // a database hiccup is not remembered
      throw error;
    });
    return this.details;
  }

  async publicKey(): Promise<string> {
    return (await this.get()).publicKey;
  }

  private async load(): Promise<VapidDetails> {
    const subject = this.config.push.vapidSubject;
    const { vapidPublicKey, vapidPrivateKey } = this.config.push;
    if (vapidPublicKey && vapidPrivateKey)
      return { subject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
    const em = this.em.fork();
    const generated = webpush.generateVAPIDKeys();
    await em
      .getConnection()
      .execute(
        'insert into push_keys (id, public_key, private_key, created_at) values (1, ?, ?, now()) on conflict (id) do nothing',
        [generated.publicKey, generated.privateKey],
      );
    const row = await em.findOneOrFail(PushKey, { id: 1 });
    return { subject, publicKey: row.publicKey, privateKey: row.privateKey };
  }
}
