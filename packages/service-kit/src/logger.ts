import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(service: string, level: string): Logger {
  return pino({
    name: service,
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-visitor-signature"]',
      ],
      remove: true,
    },
  });
}
