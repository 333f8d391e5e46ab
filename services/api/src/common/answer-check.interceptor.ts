import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import * as v from 'valibot';
import { API_DOC, type ApiDocMeta } from './openapi/api-doc.js';
import { AppError } from './app-error.js';

/** What to do with an answer its contract schema refuses. */
export type AnswerCheckMode = 'throw' | 'log' | 'off';

/** Tests fail on a drifting answer, development logs it, production does not spend the time. */
export function answerCheckMode(env: NodeJS.ProcessEnv = process.env): AnswerCheckMode {
  if (env.NODE_ENV === 'test') return 'throw';
  return env.NODE_ENV === 'production' ? 'off' : 'log';
}

/**
 * Checks every JSON answer against the `response` schema of its route
 * (@notary/domain/contracts, through `@ApiDoc`), as the client will read it
 * (dates as ISO strings): the contract is what the API answers, not only
 * what the document says. Handlers that write the response themselves
 * (`@Res()`: files, the health check) are not seen here.
 */
@Injectable()
export class AnswerCheckInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AnswerCheck');

  constructor(private readonly mode: AnswerCheckMode = answerCheckMode()) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const doc = Reflect.getMetadata(API_DOC, context.getHandler()) as ApiDocMeta | undefined;
    const schema = doc?.response;
    if (this.mode === 'off' || !schema || context.getType() !== 'http') return next.handle();
    return next.handle().pipe(
      map((answer: unknown) => {
        if (answer === undefined) return answer;
        const result = v.safeParse(schema, JSON.parse(JSON.stringify(answer)) as unknown);
        if (result.success) return answer;
        const issues = result.issues.slice(0, 5).map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
        const route = `${context.getClass().name}.${context.getHandler().name}`;
        if (this.mode === 'log') {
          this.logger.warn(`${route} answered outside its contract: ${issues.join('; ')}`);
          return answer;
        }
        throw new AppError('internal_error', 500, `${route} answered outside its contract: ${issues.join('; ')}`);
      }),
    );
  }
}
