import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.js';
import { MAX_ECHO, MAX_ISSUES, validate, ValibotPipe } from './valibot.pipe.js';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('no refusal');
}

describe('the one valibot validation path', () => {
  const Schema = v.object({ count: v.number(), name: v.pipe(v.string(), v.maxLength(10, 'error_name_too_long')), tags: v.array(v.number()) });

  it('answers the value when it fits, a 400 validation_failed naming every field otherwise', () => {
    expect(validate(Schema, { count: 1, name: 'a', tags: [] })).toEqual({ count: 1, name: 'a', tags: [] });
    const error = refusal(() => new ValibotPipe(Schema).transform({ count: 'x', name: 'b'.repeat(11), tags: [] }));
    expect({ code: error.code, status: error.status }).toEqual({ code: 'validation_failed', status: 400 });
    expect(error.details?.issues).toEqual([
      { path: 'count', message: 'Invalid type: Expected number but received "x"' },
      { path: 'name', message: 'error_name_too_long' },
    ]);
    expect(error.message).toBe('count: Invalid type: Expected number but received "x"; name: error_name_too_long');
  });

  it('echoes at most a short prefix of a huge bad value and lists a bounded number of problems', () => {
    const huge = 'z'.repeat(1_000_000);
    const error = refusal(() => validate(Schema, { count: huge, name: 'a', tags: Array.from({ length: 10_000 }, () => huge) }));
    const issues = error.details!.issues as { path: string; message: string }[];
    expect(issues).toHaveLength(MAX_ISSUES);
    expect(error.details!.issueCount).toBe(10_001);
    expect(issues[0]).toEqual({ path: 'count', message: `Invalid type: Expected number but received "${'z'.repeat(MAX_ECHO - 1)}…` });
    expect(issues[1]!.path).toBe('tags.0');
    expect(JSON.stringify({ message: error.message, details: error.details }).length).toBeLessThan(8_000);
  });

  it('cuts a huge field name too', () => {
    const error = refusal(() => validate(v.strictObject({}), { ['k'.repeat(100_000)]: 1 }));
    expect(JSON.stringify(error.details).length).toBeLessThan(1_000);
  });

  it('gives the first problem in the user language when asked (the sign-in screens show it)', () => {
    const error = refusal(() => validate(Schema, {}, (key) => `text of ${key}`));
    expect(error.message).toMatch(/^text of /);
    expect((error.details!.issues as unknown[]).length).toBe(3);
  });
});
