import { type PipeTransform } from '@nestjs/common';
import * as v from 'valibot';
import { AppError } from '../app-error.js';

/** One problem of a request: where (a dot path) and what (a message key of the domain catalogue, or valibot's text). */
export type ValidationIssue = { path: string | null; message: string };

/**
 * The API's one valibot validation path (STYLE.md "Validation"): the value
 * when it fits the schema, else a 400 `validation_failed` whose
 * `details.issues` lists every problem with its path and message key. The
 * answer's message is `path: message; …`, or, when `explain` is given (the
 * sign-in screens show a 400 body as the error, shell 8), the first problem
 * in the user's language. Bad input never reaches a service, never a 500.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, explain?: (key: string) => string): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const issues: ValidationIssue[] = result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
  const message = explain ? explain(issues[0]!.message) : issues.map((i) => `${i.path ?? ''}: ${i.message}`).join('; ');
  throw new AppError('validation_failed', 400, message, { issues });
}

/** `@Body(new ValibotPipe(Schema))`, `@Query(new ValibotPipe(Schema))`: `validate` as a Nest pipe. */
export class ValibotPipe<S extends v.GenericSchema> implements PipeTransform<unknown, v.InferOutput<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): v.InferOutput<S> {
    return validate(this.schema, value);
  }
}
