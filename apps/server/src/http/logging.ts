import type { FastifyServerOptions } from 'fastify';

/** Masks every run of 7+ digits but its last 3 (phone numbers in URLs such as `?phone=03001234567`). */
export function maskDigits(text: string): string {
  return text.replace(/\d{4,}(\d{3})/g, (_, tail: string) => `***${tail}`);
}

/**
 * Structured logs (pino) that never contain a password, a one-time code, a cookie or a full phone number:
 * request bodies are never logged, cookies and authorisation headers are redacted, and digits in URLs masked.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.code',
        '*.phone_number',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskDigits(request.url),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
