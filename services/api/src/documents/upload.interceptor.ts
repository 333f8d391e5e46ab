import { type CallHandler, type ExecutionContext, HttpException, Injectable, type NestInterceptor } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { AppError } from '../common/app-error.js';
import type { ApiConfig } from '../config.js';

function mib(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
}

/**
 * Reads the multipart body of a document upload: one `file` part, kept in
 * memory up to DOCUMENT_MAX_BYTES (the JSON cap of 64 KiB does not apply to
 * multipart bodies; this is the route's own limit), a few short text fields.
 * A larger file stops the upload with 413 `payload_too_large` naming the
 * limit; a malformed body is a 400. It runs after the guards, so a stranger
 * to the act is refused before any of the body is read.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly inner: NestInterceptor;
  private readonly maxBytes: number;

  constructor(config: ConfigService<ApiConfig, true>) {
    this.maxBytes = config.get('documents', { infer: true }).maxBytes;
    const Multer = FileInterceptor('file', {
      limits: { fileSize: this.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
      // Names in Uzbek or Russian arrive as UTF-8 (busboy's default would read them as Latin-1).
      defParamCharset: 'utf8',
    });
    this.inner = new Multer({});
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return (await this.inner.intercept(context, next)) as Observable<unknown>;
    } catch (e) {
      if (e instanceof HttpException && e.getStatus() === 413) {
        throw new AppError('payload_too_large', 413, `The document is larger than ${mib(this.maxBytes)}, the largest a document may be`, { limit: this.maxBytes });
      }
      if (e instanceof HttpException && e.getStatus() < 500) {
        throw new AppError('bad_request', 400, `The upload is not a valid multipart form with one file: ${String(e.message).slice(0, 120)}`);
      }
      throw e;
    }
  }
}
