import { createUser } from '../testing/factories.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { createHttpClient } from './http-client.ts';
import { fileNameFromContentDisposition, fetchFile } from './download.ts';
import { isHandledError, readErrorBody } from './error-handling.ts';
import type { Toast } from './notify.ts';

const user = createUser({ fullname: 'Aliyev Vali' });

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(answer: (request: Request) => Response | Promise<Response>, path = '/my_notarial_act/5') {
  const toasts: Toast[] = [];
  const navigate = vi.fn<(path: string) => void>();
  const requests: Request[] = [];
  const client = createHttpClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request);
      return answer(request);
    }) as typeof fetch,
    notify: (t) => toasts.push(t),
    navigate,
    currentPath: () => path,
  });
  return { client, toasts, navigate, requests };
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, token: 'tok-1', user, locale: 'ru', mode: 'browser' });
});

describe('request headers and token (spec/shell.md 7)', () => {
  it('sends the bearer token, Accept-Language = locale and Accept json under /api', async () => {
    const { client, requests } = setup(() => json(200, { ok: true }));
    await client.get('profile').json();
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/profile');
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
    expect(request.headers.get('accept-language')).toBe('ru');
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('says X-Client-Mode: kiosk in kiosk mode only (the API records the mode on the session at sign-in)', async () => {
    const { client, requests } = setup(() => json(200, {}));
    await client.get('profile');
    expect(requests[0]!.headers.has('x-client-mode')).toBe(false);
    useSessionStore.setState({ mode: 'kiosk', token: null, user: null });
    await client.post('auth', { json: {} });
    expect(requests[1]!.headers.get('x-client-mode')).toBe('kiosk');
  });

  it('sends no Authorization header without a token', async () => {
    useSessionStore.setState({ token: null, user: null });
    const { client, requests } = setup(() => json(200, {}));
    await client.get('profile');
    expect(requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('replaces the token with the `token` header of every 200', async () => {
    const { client } = setup(() => json(200, {}, { token: 'tok-2' }));
    await client.get('profile');
    expect(useSessionStore.getState().token).toBe('tok-2');
  });

  it('does not take a token from a non-200 answer nor bring back a cleared session', async () => {
    const { client } = setup(() => new Response(null, { status: 201, headers: { token: 'tok-3' } }));
    await client.post('x');
    expect(useSessionStore.getState().token).toBe('tok-1');
    useSessionStore.getState().clearSession();
    const second = setup(() => json(200, {}, { token: 'tok-4' }));
    await second.client.get('profile');
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('the status table of spec/shell.md 8', () => {
  it('400: shows the body as an error toast for 20 s', async () => {
    const { client, toasts, navigate } = setup(() => json(400, { code: 'bad_request', message: 'Pasport seriyasi noto‘g‘ri' }));
    const error = await client.post('check_before_auth').catch((e: unknown) => e);
    expect(toasts).toEqual([{ message: 'Pasport seriyasi noto‘g‘ri', color: 'red', autoClose: 20_000 }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(isHandledError(error)).toBe(true);
  });

  it('400: a plain-text body is shown as is', async () => {
    const { client, toasts } = setup(() => new Response('Pasport topilmadi', { status: 400, headers: { 'content-type': 'text/plain' } }));
    await client.post('check_before_auth').catch(() => {});
    expect(toasts[0]?.message).toBe('Pasport topilmadi');
  });

  it('400 on a blob download: the blob body is read as text', async () => {
    const { client, toasts } = setup(
      () =>
        new Response(new TextEncoder().encode('{"code":"bad_request","message":"Fayl tayyor emas"}'), {
          status: 400,
          headers: { 'content-type': 'application/octet-stream' },
        }),
    );
    await fetchFile(client, 'files/1').catch(() => {});
    expect(toasts[0]?.message).toBe('Fayl tayyor emas');
  });

  it('reads a Blob error body as text', async () => {
    expect(await readErrorBody(new Blob(['{"code":"bad_request","message":"Blob matni"}']))).toEqual({ text: 'Blob matni', code: 'bad_request' });
    expect(await readErrorBody(new Blob(['oddiy matn']))).toEqual({ text: 'oddiy matn', code: null });
  });

  it("403 'Access Denied' in a browser: toast 3 s, session cleared, path remembered, no navigation", async () => {
    const { client, toasts, navigate } = setup(() => json(403, { code: 'Access Denied', message: 'Access Denied' }));
    await client.get('profile').catch(() => {});
    expect(toasts).toEqual([{ message: "Avtorizatsiya muddati tugadi. Avtorizatsiyadan qayta o'ting", color: 'red', autoClose: 3000 }]);
    const state = useSessionStore.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.redirectUrl).toBe('/my_notarial_act/5');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['/', '/index', '/403', '/404?from=x', '/kiosk/', '/kiosk/404', '/kiosk/auth'])(
    "403 'Access Denied' on %s: the session ends but the page is not remembered (never a post-login destination)",
    async (page) => {
      useSessionStore.setState({ redirectUrl: null });
      const { client } = setup(() => json(403, { message: 'Access Denied' }), page);
      await client.get('notarial_act/get_notify').catch(() => {});
      expect(useSessionStore.getState().token).toBeNull();
      expect(useSessionStore.getState().redirectUrl).toBeNull();
    },
  );

  it("403 'Access Denied' in the kiosk also goes to /kiosk/", async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    const { client, navigate } = setup(() => json(403, { message: 'Access Denied' }), '/kiosk/equeue');
    await client.get('profile').catch(() => {});
    expect(useSessionStore.getState().redirectUrl).toBe('/kiosk/equeue');
    expect(navigate).toHaveBeenCalledWith('/kiosk/');
  });

  it('other 403: goes to /403 without a toast, session kept', async () => {
    const { client, navigate, toasts } = setup(() => json(403, { code: 'forbidden', message: 'Forbidden' }));
    await client.get('admin/users').catch(() => {});
    expect(navigate).toHaveBeenCalledWith('/403');
    expect(toasts).toEqual([]);
    expect(useSessionStore.getState().token).toBe('tok-1');
  });

  it('other 403 in the kiosk: goes to /kiosk/403', async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    const { client, navigate } = setup(() => json(403, { code: 'forbidden', message: 'Forbidden' }));
    await client.get('admin/users').catch(() => {});
    expect(navigate).toHaveBeenCalledWith('/kiosk/403');
  });

  it("500: toast 'Tizimda xatolik' (not the server's text)", async () => {
    const { client, toasts, navigate } = setup(() => json(500, { code: 'internal_error', message: 'stack trace', correlationId: 'x' }));
    await client.get('profile').catch(() => {});
    expect(toasts).toEqual([{ message: 'Tizimda xatolik', color: 'red', autoClose: 20_000 }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('404 on GET: shows the body and goes to /404', async () => {
    const { client, toasts, navigate } = setup(() => json(404, { code: 'not_found', message: 'Xizmat topilmadi' }));
    await client.get('na_details/9').catch(() => {});
    expect(toasts[0]?.message).toBe('Xizmat topilmadi');
    expect(navigate).toHaveBeenCalledWith('/404');
  });

  it('404 on GET in the kiosk: goes to /kiosk/404', async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    const { client, navigate } = setup(() => json(404, { code: 'not_found', message: 'x' }));
    await client.get('na_details/9').catch(() => {});
    expect(navigate).toHaveBeenCalledWith('/kiosk/404');
  });

  it('404 on POST: shows the body and stays', async () => {
    const { client, toasts, navigate } = setup(() => json(404, { code: 'not_found', message: 'Ariza topilmadi' }));
    await client.post('equeue').catch(() => {});
    expect(toasts[0]?.message).toBe('Ariza topilmadi');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('418 uuid_not_found: act-not-found toast for 30 s, then /my_notarial_act', async () => {
    const { client, toasts, navigate } = setup(() => json(418, { code: 'uuid_not_found', message: 'uuid_not_found' }));
    await client.get('enotarial_act/abc').catch(() => {});
    expect(toasts).toEqual([{ message: 'Notarial harakat topilmadi', color: 'red', autoClose: 30_000 }]);
    expect(navigate).toHaveBeenCalledWith('/my_notarial_act');
  });

  it('418 pin_not_found_in_uuid: access-limited toast for 30 s, then /my_notarial_act', async () => {
    const { client, toasts, navigate } = setup(() => json(418, { code: 'pin_not_found_in_uuid', message: 'pin_not_found_in_uuid' }));
    await client.get('enotarial_act/abc').catch(() => {});
    expect(toasts[0]).toEqual({
      message: 'Siz ushbu notarial harakat ishtirokchisi emassiz, shu sababli kirish cheklangan',
      color: 'red',
      autoClose: 30_000,
    });
    expect(navigate).toHaveBeenCalledWith('/my_notarial_act');
  });

  it('418 on a file download: access-denied-to-download message, then /my_notarial_act', async () => {
    const { client, toasts, navigate } = setup(() => json(418, { code: 'download_forbidden', message: 'no' }));
    await fetchFile(client, 'notarial_act/1/file').catch(() => {});
    expect(toasts[0]?.message).toBe("Ushbu faylni yuklab olishga ruxsatingiz yo'q");
    expect(navigate).toHaveBeenCalledWith('/my_notarial_act');
  });

  it('418 in the kiosk goes to /kiosk/my_notarial_act', async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    const { client, navigate } = setup(() => json(418, { code: 'uuid_not_found', message: 'x' }));
    await client.get('enotarial_act/abc').catch(() => {});
    expect(navigate).toHaveBeenCalledWith('/kiosk/my_notarial_act');
  });

  it('any other status: a toast of 20 s with the translated message of its code', async () => {
    const { client, toasts } = setup(() => json(429, { code: 'too_many_requests', message: 'Too many' }));
    await client.post('auth').catch(() => {});
    expect(toasts).toEqual([{ message: "Juda ko'p urinish. Birozdan so'ng qayta urinib ko'ring", color: 'red', autoClose: 20_000 }]);
  });

  it('429 with Retry-After says how long to wait, in seconds or minutes (rate limits, issue 12.5)', async () => {
    const seconds = setup(() => json(429, { code: 'too_many_requests', message: 'x' }, { 'retry-after': '8' }));
    await seconds.client.get('searches/proxy').catch(() => {});
    expect(seconds.toasts[0]?.message).toBe("Juda ko'p urinish. 8 soniyadan so'ng qayta urinib ko'ring");
    const minutes = setup(() => json(429, { code: 'too_many_requests', message: 'x' }, { 'retry-after': '130' }));
    await minutes.client.post('check_before_auth').catch(() => {});
    expect(minutes.toasts[0]?.message).toBe("Juda ko'p urinish. 3 daqiqadan so'ng qayta urinib ko'ring");
  });

  it('a silent call is left to its caller', async () => {
    const { client, toasts, navigate } = setup(() => json(403, { message: 'Access Denied' }));
    const error = await client.get('check_token', { context: { silent: true } }).catch((e: unknown) => e);
    expect(toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(isHandledError(error)).toBe(false);
  });

  it('messages follow the active language', async () => {
    const { activateLocale } = await import('../i18n/index.ts');
    await activateLocale('ru');
    try {
      const { client, toasts } = setup(() => json(500, {}));
      await client.get('profile').catch(() => {});
      expect(toasts[0]?.message).toBe('Ошибка в системе');
    } finally {
      await activateLocale('oz');
    }
  });
});

describe('file download', () => {
  it('takes the file name from content-disposition', async () => {
    const { client } = setup(
      () =>
        new Response(new TextEncoder().encode('%PDF'), {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''shartnoma%20%E2%84%961.pdf" },
        }),
    );
    const file = await fetchFile(client, 'files/1');
    expect(file.fileName).toBe('shartnoma №1.pdf');
    expect(await file.blob.text()).toBe('%PDF');
  });

  it('parses plain and quoted names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="act 5.pdf"')).toBe('act 5.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
