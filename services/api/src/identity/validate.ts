import type { Locale } from '@notary/domain/constants';
import * as v from 'valibot';
import { ERROR_HTTP_STATUS } from '@notary/domain/errors';
import { AppError } from '../common/app-error.js';
import { validationText } from './messages.js';

/**
 * Validates a request body or query with a valibot schema: bad input is a 400
 * `validation_failed` whose message is the first problem in the user's
 * language (shell 8: a 400 body is shown as the error), never a 500.
 * `details.issues` keeps every problem with its path and message key.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, locale: Locale): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue), key: issue.message }));
  const first = issues[0]!;
  throw new AppError('validation_failed', ERROR_HTTP_STATUS.validation_failed, validationText(first.key, locale), { issues });
}
