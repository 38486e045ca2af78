import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { createAppLogger } from './http/logger.options.js';

/**
 * A logger for start-up and shutdown, before and after Nest's own logger exists: a child of the
 * application's logger when there is one (main.ts hands the same one to createApp), so a process
 * runs one pino logger (and, with pretty logs, one pino-pretty worker).
 */
export function bootstrapLogger(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  logger: Logger = createAppLogger(config),
): Logger {
  return logger.child({ context: 'Bootstrap' });
}
