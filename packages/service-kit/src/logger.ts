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
    // `npm start` asks for readable lines on a terminal; containers keep JSON for log shippers.
    ...(process.env.LOG_PRETTY === '1'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
          },
        }
      : {}),
  });
}
