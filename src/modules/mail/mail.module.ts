import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FileMailTransport } from './file-mail.transport.js';
import { MailQueue } from './mail-queue.js';
import { MailService } from './mail.service.js';
import { MailTransport } from './mail.types.js';
import { SmtpMailTransport } from './smtp-mail.transport.js';

/**
 * E-mail: an outbox on the job queue (MailQueue) that renders each mail and sends it through SMTP,
 * or writes it to DATA_DIR/mail by default. Exports MailService.
 */
@Module({
  providers: [
    {
      provide: MailTransport,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport =>
        config.mail.transport === 'smtp' && config.mail.smtpUrl
          ? new SmtpMailTransport(config.mail.smtpUrl)
          : new FileMailTransport(join(config.dataDir, 'mail')),
    },
    MailQueue,
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
