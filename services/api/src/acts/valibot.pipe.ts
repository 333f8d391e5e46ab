import { type PipeTransform } from '@nestjs/common';
import * as v from 'valibot';
import { AppError } from '../common/app-error.js';

/**
 * Validates a request body or query with a valibot schema (STYLE.md
 * "Validation"): bad input answers 400 `validation_failed` with the issues'
 * message keys and paths, never reaches a service, never becomes a 500.
 */
export class ValibotPipe<S extends v.GenericSchema> implements PipeTransform<unknown, v.InferOutput<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): v.InferOutput<S> {
    const result = v.safeParse(this.schema, value ?? {});
    if (result.success) return result.output;
    const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
    throw new AppError('validation_failed', 400, issues.map((i) => `${i.path ?? ''}: ${i.message}`).join('; '), {
      issues,
    });
  }
}
