import type { INestApplication } from '@nestjs/common';
import { expect, vi } from 'vitest';
import { SessionsService } from '../sessions/sessions.service.js';
import { testDb } from './acts-factories.js';

/**
 * A change made in the table alone, as another replica or an operator would
 * make it, and the moment `app` has heard PostgreSQL's notice about each of
 * `owners` (`s:<session>`, `u:<user>`, `n:<notary>`; sessions/session-cache.ts):
 * the notice comes after the commit, on the app's own connection, and a
 * request sent before it would race it. `owners` gets the statement's rows.
 */
export async function changeInTable(app: INestApplication, sql: string, params: unknown[], owners: (rows: { id: string }[]) => string[]): Promise<void> {
  const invalidate = vi.spyOn(app.get(SessionsService).cache, 'invalidate');
  try {
    const { rows } = await testDb().query<{ id: string }>(sql, params);
    const expected = owners(rows);
    await vi.waitFor(() => expect(expected.filter((owner) => !invalidate.mock.calls.some(([o]) => o === owner))).toEqual([]), { timeout: 2000, interval: 5 });
  } finally {
    invalidate.mockRestore();
  }
}

/** `owners` for a statement on `sessions` that returns the ids of the sessions it changed. */
export const sessionOwners = (rows: { id: string }[]): string[] => rows.map((r) => `s:${r.id}`);
