/** Where the console is served (vite's base). */
export const CONSOLE_BASENAME = '/console';

/** The console's own paths (inside its base). */
export const SMS_OUTBOX_PATH = '/sms_outbox';

/** spec/shell.md 6: the administration role (named by the API); the SMS outbox is theirs (issue 5.6). */
export const ADMIN_ROLES = ['admin'] as const;

/** Issue 14.7, 14.8: the notary's office e-queue and own profile and schedule. */
export const EQUEUE_PATH = '/equeue';
export const PROFILE_PATH = '/profile';
/** spec/shell.md 6: the notary role (named by the API). */
export const NOTARY_ROLES = ['notary'] as const;

/** Issue 14 "Administrator": users (spec/shell.md 2.1 admin/users), notaries and offices, dictionary update. */
export const ADMIN_USERS_PATH = '/admin/users';
export const ADMIN_NOTARIES_PATH = '/admin/notaries';
export const UPDATE_DICT_PATH = '/update_dict';

/** The notary's inbox and an act at the desk (issue 14 parts 1–6). */
export const OFFICE_ACTS_PATH = '/acts';
