import { isHTTPError } from 'ky';
import { readErrorBody } from '../../http/index.ts';
import { termMessage } from './term-messages.ts';

type ErrorBody = { code?: unknown; message?: unknown; details?: { issues?: { path?: unknown; message?: unknown }[]; field?: unknown } };

/** What a refused save says: the form's field it is about (when the block has it) and the message key, else a text for the whole block. */
export type SaveRefusal = { fields: Record<string, string>; text: string | null };

/**
 * Reads a refused PATCH: a 400 `validation_failed` names each field in
 * `details.issues` (path and message key), a blocking rule of acts-domain 5
 * (422) names it in `details.field`. `toFormPath` maps the API's path
 * (`travel.selfDeparture`, `proxy.rights`) to the form's field, or null when
 * the form has none; what maps to no field is told for the whole block.
 */
export async function readSaveRefusal(error: unknown, toFormPath: (apiPath: string) => string | null): Promise<SaveRefusal> {
  if (!isHTTPError(error)) return { fields: {}, text: termMessage('internal_error') };
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : null) as ErrorBody | null;
  const code = typeof data?.code === 'string' ? data.code : (await readErrorBody(error.data)).code;
  const fields: Record<string, string> = {};
  const loose: string[] = [];
  const place = (apiPath: string, key: string) => {
    const path = toFormPath(apiPath);
    if (path !== null) fields[path] = key;
    else loose.push(termMessage(key));
  };
  const issues = data?.details?.issues;
  if (code === 'validation_failed' && Array.isArray(issues) && issues.length > 0) {
    for (const issue of issues) place(typeof issue.path === 'string' ? issue.path : '', typeof issue.message === 'string' ? issue.message : 'validation_failed');
  } else if (code && typeof data?.details?.field === 'string') {
    place(data.details.field, code);
  } else {
    loose.push(code ? termMessage(code) : typeof data?.message === 'string' ? data.message : termMessage('internal_error'));
  }
  return { fields, text: loose.length > 0 ? loose.join('. ') : null };
}
