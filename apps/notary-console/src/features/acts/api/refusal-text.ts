import { errorMessage } from '@notary/ui/errors';
import { badRequestMessage, readErrorBody } from '@notary/ui/http';

/**
 * What to tell of a refused call: the catalogue's words for its code (a
 * machine guard: "the visit time has not come", …), else the server's 400
 * text, else null (the shared error handling has told it already).
 */
export async function refusalText(error: unknown): Promise<string | null> {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : undefined;
  if (data === undefined) return null;
  const body = await readErrorBody(data);
  return errorMessage(body.code) ?? badRequestMessage(error);
}
