/** The office's acts (issue 14.1), inside the console's base; the same path as the app's routes (app/paths.ts). */
export const OFFICE_ACTS_PATH = '/acts';

/** One act at the notary's desk (issue 14 parts 2–6). */
export function actDeskPath(uuid: string): string {
  return `${OFFICE_ACTS_PATH}/${encodeURIComponent(uuid)}`;
}
