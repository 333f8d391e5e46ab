/** shell 6 "Role names: not shown"; ours. */
export const ROLES = ['citizen', 'notary', 'admin'] as const;
export type Role = (typeof ROLES)[number];
