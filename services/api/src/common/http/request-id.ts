import { randomUUID } from 'node:crypto';
import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';

/** The request id recorded in the audit row: the proxy's `x-request-id` when sane, else a new one. */
export const RequestId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const header = context.switchToHttp().getRequest<Request>().headers['x-request-id'];
  return typeof header === 'string' && /^[\w.:-]{1,100}$/.test(header) ? header : randomUUID();
});
