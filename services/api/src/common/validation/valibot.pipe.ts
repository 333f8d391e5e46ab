import { type PipeTransform } from '@nestjs/common';
import * as v from 'valibot';
import { AppError } from '../app-error.js';

/** One problem of a request: where (a dot path) and what (a message key of the domain catalogue, or valibot's text). */
export type ValidationIssue = { path: string | null; message: string };

/** At most this much of a bad value comes back in a 400 (issue 12.4: a 1 MB wrong field must not answer 2 MB). */
export const MAX_ECHO = 64;
/** At most this many problems are listed; the count says how many there were. */
export const MAX_ISSUES = 20;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The issue's message with the value it received cut to `MAX_ECHO` characters (message keys are left whole). */
function shortMessage(issue: v.BaseIssue<unknown>): string {
  const { message, received } = issue;
  const cut = received.length > MAX_ECHO ? message.replace(received, clip(received, MAX_ECHO)) : message;
  return clip(cut, 4 * MAX_ECHO);
}

/**
 * The API's one valibot validation path (STYLE.md "Validation"): the value
 * when it fits the schema, else a 400 `validation_failed` whose
 * `details.issues` lists every problem with its path and message key. The
 * answer's message is `path: message; …`, or, when `explain` is given (the
 * sign-in screens show a 400 body as the error, shell 8), the first problem
 * in the user's language. Bad input never reaches a service, never a 500;
 * the answer stays small whatever was sent (values cut to `MAX_ECHO`
 * characters, at most `MAX_ISSUES` problems, each naming its field).
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, explain?: (key: string) => string): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const issues: ValidationIssue[] = result.issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = v.getDotPath(issue);
    return { path: path === null ? null : clip(path, MAX_ECHO), message: shortMessage(issue) };
  });
  const message = explain ? explain(issues[0]!.message) : issues.map((i) => `${i.path ?? ''}: ${i.message}`).join('; ');
  const more = result.issues.length > MAX_ISSUES ? { issueCount: result.issues.length } : {};
  throw new AppError('validation_failed', 400, message, { issues, ...more });
}

/** `@Body(new ValibotPipe(Schema))`, `@Query(new ValibotPipe(Schema))`: `validate` as a Nest pipe. */
export class ValibotPipe<S extends v.GenericSchema> implements PipeTransform<unknown, v.InferOutput<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): v.InferOutput<S> {
    return validate(this.schema, value);
  }
}
