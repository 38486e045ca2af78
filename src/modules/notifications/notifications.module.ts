import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FileMailTransport } from './mail/file-mail.transport.js';
import { MailService } from './mail/mail.service.js';
import { MailTransport } from './mail/mail.types.js';
import { SmtpMailTransport } from './mail/smtp-mail.transport.js';

@Module({
  providers: [
    {
      provide: MailTransport,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport =>
        config.mail.smtpUrl
          ? new SmtpMailTransport(config.mail.smtpUrl)
          : new FileMailTransport(join(config.dataDir, 'mail')),
    },
    MailService,
  ],
  exports: [MailService],
})
export class NotificationsModule {}
