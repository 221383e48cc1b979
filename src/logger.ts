// pino, configured once. Credentials never reach the log.
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export function createLogger(config: Pick<Config, 'logLevel'>, destination: 'stdout' | 'stderr' = 'stdout'): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: ['req.headers["service-api-key"]', 'req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    pino.destination({ fd: destination === 'stdout' ? 1 : 2, sync: false }),
  );
}
