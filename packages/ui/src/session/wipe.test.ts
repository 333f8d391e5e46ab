import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from './session-store.ts';
import { wipeClientData } from './wipe.ts';

// Issue 15.3: after a kiosk visit, nothing of it stays in the browser's storage.
describe('wiping a visit from the browser', () => {
  it('empties sessionStorage, IndexedDB and Cache Storage, and keeps only the mode and language in localStorage', async () => {
    sessionStorage.setItem('draft', '{"pin":"32501798011434"}');
    localStorage.setItem('react-query-cache', '{"acts":[]}');
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { token: 't', user: { pin: '32501798011434' }, redirectUrl: '/kiosk/enotarial_act/5f1c', mode: 'kiosk', locale: 'ru' }, version: 1 }),
    );
    const deleted: string[] = [];
    const cachesDeleted: string[] = [];
    const win = {
      sessionStorage,
      localStorage,
      indexedDB: { databases: async () => [{ name: 'keyval-store' }, { name: 'socket-buffer' }], deleteDatabase: (name: string) => deleted.push(name) },
      caches: { keys: async () => ['pages-v1'], delete: async (key: string) => cachesDeleted.push(key) },
    } as unknown as Window;

    await wipeClientData(win);

    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(1);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      state: { token: null, user: null, redirectUrl: null, mode: 'kiosk', locale: 'ru' },
      version: 1,
    });
    expect(deleted).toEqual(['keyval-store', 'socket-buffer']);
    expect(cachesDeleted).toEqual(['pages-v1']);
  });

  it('drops an unreadable session record rather than keeping it', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    await wipeClientData({ sessionStorage, localStorage } as unknown as Window);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    vi.restoreAllMocks();
  });
});
