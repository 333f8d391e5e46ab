import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The origin the citizen reached the API at (`https://host`), for absolute
 * links when PUBLIC_URL is not set. Express's `protocol` and `host` honour
 * X-Forwarded-* from the trusted proxies only (app.ts "trust proxy").
 */
export const RequestOrigin = createParamDecorator((_: unknown, context: ExecutionContext): string | null => {
  const req = context.switchToHttp().getRequest<Request>();
  const host = req.get('host');
  return host && /^[\w.:[\]-]{1,255}$/.test(host) ? `${req.protocol}://${host}` : null;
});
