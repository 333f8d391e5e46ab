/** The office's acts (issue 14.1), inside the console's base; the same path as the app's routes (app/paths.ts). */
export const OFFICE_ACTS_PATH = '/acts';

/** One act at the notary's desk (issue 14 parts 2–6). */
export function actDeskPath(uuid: string): string {
  return `${OFFICE_ACTS_PATH}/${encodeURIComponent(uuid)}`;
}

/** The act's video conference at the notary's desk (issue 16.2). */
export function actConferencePath(uuid: string): string {
  return `${actDeskPath(uuid)}/video`;
}
