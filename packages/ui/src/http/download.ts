import type { KyInstance, Options } from 'ky';
import type { RequestContext } from './error-handling.ts';

/**
 * The file name of a `content-disposition` header (spec/shell.md 7):
 * RFC 5987 `filename*=UTF-8''…` first, then a plain `filename="…"`.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

export type DownloadedFile = { blob: Blob; fileName: string };

/** Fetches a file through the shared client; a 418 means access to it is denied (shell 8). */
export async function fetchFile(
  client: KyInstance,
  path: string,
  options: Options = {},
  fallbackName = 'file',
): Promise<DownloadedFile> {
  const context: RequestContext = { ...(options.context as RequestContext | undefined), download: true };
  const response = await client(path, { method: 'get', ...options, context, headers: { Accept: '*/*', ...options.headers } });
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Fetches a file and hands it to the browser as a download under its server-given name. */
export async function downloadFile(client: KyInstance, path: string, options: Options = {}, fallbackName = 'file'): Promise<void> {
  const { blob, fileName } = await fetchFile(client, path, options, fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
