import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { createAppLogger } from './http/logger.options.js';

/** A logger for start-up and shutdown, before and after Nest's own logger exists. */
export function bootstrapLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): Logger {
  return createAppLogger(config).child({ context: 'Bootstrap' });
}
