/**
 * Where the session store (session-store.ts) keeps what spec/shell.md 3
 * persists, in localStorage. Its own module, without imports, because the
 * build reads it too: the messages preload of tools/vite-app.ts finds the
 * remembered language there before any of the app's code has loaded.
 */
export const SESSION_STORAGE_KEY = 'e-notary-session';
