/** Where the console is served (vite's base). */
export const CONSOLE_BASENAME = '/console';

/** The console's own paths (inside its base). */
export const SMS_OUTBOX_PATH = '/sms_outbox';

/** spec/shell.md 6: the administration role (named by the API); the SMS outbox is theirs (issue 5.6). */
export const ADMIN_ROLES = ['admin'] as const;
