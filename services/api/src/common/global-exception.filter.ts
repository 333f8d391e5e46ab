import { randomUUID } from 'node:crypto';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { resolveLocale } from '../identity/locale.js';
import { identityMessage } from '../identity/messages.js';
import { AppError } from './app-error.js';
import { isDatabaseBadInput } from './database-bad-input.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';

/**
 * Answers every error as `{ code, message, details? }`. Unexpected errors are
 * logged with a correlation id and answered 500 without internals; bad input
 * never reaches here as a 500 because bodies are validated first. While the
 * database cannot be reached every route answers 503 `technical_work` with
 * Retry-After (issue 12.6), logged once per 10 s rather than per request.
 * A value the database refuses as data (a NUL, a lone surrogate, a number or
 * date out of range: `isDatabaseBadInput`) that slipped past a schema answers
 * 400 `bad_request` without the database's words, logged as a warning naming
 * the route so its schema can be bounded (issue 12.3).
 */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');
  private lastOutageLog = 0;

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    if (res.headersSent) return;

    if (error instanceof AppError) {
      // A 429 or 503 says when to come back (RFC 9110 Retry-After), besides the message.
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      res.status(error.status).json({ code: error.code, message: error.message, details: error.details });
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const body = error.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? error.message);
      res.status(status).json({
        code: status === 404 ? 'not_found' : status === 400 ? 'bad_request' : `http_${status}`,
        message: Array.isArray(message) ? message.join('; ') : String(message),
      });
      return;
    }
    // Body parser errors (malformed JSON, too large) carry a status of their own.
    const status = (error as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ code: 'bad_request', message: (error as Error).message });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      if (Date.now() - this.lastOutageLog > 10_000) {
        this.lastOutageLog = Date.now();
        this.logger.warn(`database unavailable, answering 503: ${(error as Error)?.message ?? String(error)}`);
      }
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ code: 'technical_work', message: identityMessage('technical_work', resolveLocale(req.headers['accept-language'])) });
      return;
    }
    if (isDatabaseBadInput(error)) {
      const detail = (error as { driverError?: { code?: string } })?.driverError?.code ?? (error as { code?: string })?.code;
      this.logger.warn(`${req.method} ${req.path}: a value the database refuses (SQLSTATE ${detail}) passed validation; answered 400`);
      res.status(400).json({ code: 'bad_request', message: 'A value of the request is out of the allowed range or contains a forbidden character' });
      return;
    }
    const correlationId = randomUUID();
    this.logger.error(`${req.method} ${req.originalUrl} [${correlationId}]`, (error as Error)?.stack ?? String(error));
    res.status(500).json({ code: 'internal_error', message: 'Tizimda xatolik', correlationId });
  }
}
