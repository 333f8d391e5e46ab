import { SESSION_STORAGE_KEY } from './session-store.ts';

/**
 * Issue 15.3, a public terminal's safety: after a kiosk visit nothing of it
 * stays in the browser's storage. sessionStorage is emptied; localStorage
 * keeps only the session store's record (its token, user and remembered
 * path already cleared by the caller; the kiosk mode and the language stay);
 * every IndexedDB database and every Cache Storage cache is deleted. The API's
 * answers are `no-store` (never in the HTTP cache); the pages and assets the
 * HTTP cache keeps are the same for everyone.
 */
export async function wipeClientData(win: Window = window): Promise<void> {
  win.sessionStorage.clear();
  for (let i = win.localStorage.length - 1; i >= 0; i--) {
    const key = win.localStorage.key(i);
    if (key !== null && key !== SESSION_STORAGE_KEY) win.localStorage.removeItem(key);
  }
  const stored = win.localStorage.getItem(SESSION_STORAGE_KEY);
  if (stored !== null) {
    try {
      const record = JSON.parse(stored) as { state?: Record<string, unknown>; version?: number };
      const { mode, locale } = record.state ?? {};
      win.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: null, user: null, redirectUrl: null, mode, locale }, version: record.version }));
    } catch {
      win.localStorage.removeItem(SESSION_STORAGE_KEY);
    }
  }
  const idb = win.indexedDB as (IDBFactory & { databases?: () => Promise<IDBDatabaseInfo[]> }) | undefined;
  if (idb?.databases) {
    for (const db of await idb.databases()) if (db.name) idb.deleteDatabase(db.name);
  }
  if ('caches' in win) {
    for (const key of await win.caches.keys()) await win.caches.delete(key);
  }
}
