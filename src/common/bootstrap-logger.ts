import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/** A logger for start-up and shutdown, before and after Nest's own logger exists. */
export function bootstrapLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): Logger {
  return pino({
    level: config.logLevel,
    base: { context: 'Bootstrap' },
    transport:
      config.logFormat === 'pretty'
        ? {
            target: 'pino-pretty',
            options: { singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' },
          }
        : undefined,
  });
}
