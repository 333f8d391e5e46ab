import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';
import { AccountService } from './account.service.js';
import type { NotifySource } from './notify-source.js';
import type { SessionUser } from './session-user.js';

const ACCESS_DENIED = { code: 'access_denied', message: 'Access Denied' };
/** `<session id>.<random>.<signature>` (sessions/session-token.ts). */
const TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

describe('terms of use, profile and upcoming acts', () => {
  const api = useTestApi();
  const { http } = api;
  let db: DataSource;
  beforeAll(() => {
    db = api.app.get(DataSource);
  });

  describe('POST /api/offer_accept', () => {
    it('action=1 sets termsofuse to 1, records the acceptance and answers 200 with a fresh token', async () => {
      const user = await createUser({ termsofuse: 0 });
      const token = await createSession(user);
      const res = await http().post('/api/offer_accept?action=1').set(authHeader(token)).expect(200);
      expect(res.body).toEqual({ termsofuse: 1 });
      expect(res.headers.token).toMatch(TOKEN);
      const [row] = (await db.query(`SELECT termsofuse FROM users WHERE id = $1`, [user.id])) as { termsofuse: number }[];
      expect(row!.termsofuse).toBe(1);
      const decisions = (await db.query(`SELECT action FROM offer_decision WHERE user_id = $1`, [user.id])) as { action: number }[];
      expect(decisions).toEqual([{ action: 1 }]);
      await http().get('/api/check_token').set(authHeader(res.headers.token as string)).expect(200);
    });

    it('action=0 records the refusal, withdraws consent and revokes the session', async () => {
      const user = await createUser({ termsofuse: 1 });
      const token = await createSession(user);
      const res = await http().post('/api/offer_accept?action=0').set(authHeader(token)).expect(200);
      expect(res.body).toEqual({ termsofuse: 0 });
      expect(res.headers.token).toBeUndefined();
      const denied = await http().get('/api/check_token').set(authHeader(token)).expect(403);
      expect(denied.body).toMatchObject(ACCESS_DENIED);
      const [row] = (await db.query(`SELECT termsofuse FROM users WHERE id = $1`, [user.id])) as { termsofuse: number }[];
      expect(row!.termsofuse).toBe(0);
      const decisions = (await db.query(`SELECT action FROM offer_decision WHERE user_id = $1`, [user.id])) as { action: number }[];
      expect(decisions).toEqual([{ action: 0 }]);
    });

    it('answers 400 without a valid action, and 403 Access Denied without a session', async () => {
      const token = await createSession(await createUser());
      for (const query of ['', '?action=2', '?action=yes', '?action=1&action=0']) {
        const res = await http().post(`/api/offer_accept${query}`).set(authHeader(token)).set('Accept-Language', 'ru');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Параметр action должен быть 1 (согласие) или 0 (отказ)');
      }
      const res = await http().post('/api/offer_accept?action=1').expect(403);
      expect(res.body).toMatchObject(ACCESS_DENIED);
    });
  });

  describe('GET /api/profile', () => {
    it('answers the user with every field of shell 3 and the consent flag', async () => {
      const user = await createUser({ termsofuse: 1, email: 'jasur@example.uz' });
      const res = await http().get('/api/profile').set(authHeader(await createSession(user))).expect(200);
      expect(res.body.hasPersonalDataConsent).toBe(true);
      expect(res.body.user).toMatchObject({ id: user.id, pin: user.pin, fullname: user.fullname, email: 'jasur@example.uz', termsofuse: 1 });
      expect(Object.keys(res.body.user).sort()).toEqual(
        [
          'id', 'userid', 'name', 'surname', 'lastname', 'fullname', 'typeid', 'gender', 'birthdate', 'birthcountry', 'inn', 'pin',
          'passserial', 'passnum', 'issueorg', 'issuedate', 'exprdate', 'citizenship', 'nationality', 'phone', 'email', 'regionid',
          'regionru', 'regionuz', 'districtid', 'districtru', 'districtuz', 'regaddress', 'actaddress', 'orginn', 'orgname', 'valid',
          'termsofuse', 'roles',
        ].sort(),
      );
      const noConsent = await createUser({ termsofuse: 0 });
      const res2 = await http().get('/api/profile').set(authHeader(await createSession(noConsent))).expect(200);
      expect(res2.body.hasPersonalDataConsent).toBe(false);
      await http().get('/api/profile').expect(403);
    });
  });

  /**
   * spec/shell.md 8: a call needing a session answers 403 'Access Denied'
   * without one, so the client clears the session and asks to sign in again.
   */
  describe.each(['/api/profile', '/api/notarial_act/get_notify'])('GET %s without a live session', (path) => {
    it("answers 403 'Access Denied' without a token, with a forged one, an expired session and a revoked one", async () => {
      const none = await http().get(path).expect(403);
      expect(none.body).toEqual(ACCESS_DENIED);
      expect(none.headers.token).toBeUndefined();

      const forged = await http().get(path).set(authHeader(`${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'A'.repeat(43)}.${'A'.repeat(43)}`)).expect(403);
      expect(forged.body).toEqual(ACCESS_DENIED);

      const expiredUser = await createUser();
      const expired = await createSession(expiredUser);
      await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [expiredUser.id]);
      const late = await http().get(path).set(authHeader(expired)).set('Accept-Language', 'ru').expect(403);
      // The message is the literal the client matches on, in every language.
      expect(late.body).toEqual(ACCESS_DENIED);

      const revokedUser = await createUser();
      const revoked = await createSession(revokedUser);
      await http().post('/api/logout').set(authHeader(revoked)).expect(200);
      const out = await http().get(path).set(authHeader(revoked)).expect(403);
      expect(out.body).toEqual(ACCESS_DENIED);
      expect(out.headers.token).toBeUndefined();
    });
  });

  describe('GET /api/notarial_act/get_notify', () => {
    it('answers an empty list when no module provides upcoming acts', async () => {
      const service = api.app.get(AccountService) as unknown as { source?: NotifySource | null };
      service.source = null;
      try {
        const res = await http().get('/api/notarial_act/get_notify').set(authHeader(await createSession(await createUser()))).expect(200);
        expect(res.body).toEqual([]);
        expect(res.headers.token).toBeDefined();
        await http().get('/api/notarial_act/get_notify').expect(403);
      } finally {
        service.source = undefined;
      }
    });

    it('answers the source’s items for the signed-in user, with dates as dd.mm.yyyy', async () => {
      const user = await createUser();
      const seen: SessionUser[] = [];
      const source: NotifySource = {
        async upcoming(u) {
          seen.push(u);
          return [
            { regtypeid: 2, regsystemid: 3, na: 'Avtotransport vositasini sotish shartnomasi', visitdate: '2026-12-05', visittime: '14:30', rid: 77, uuid: '7d1f0c1e-2f5b-4a8e-9a51-0a3f5d9b1c22' },
            { regtypeid: 1, regsystemid: 2, na: 'Ishonchnoma', visitdate: null, visittime: null, rid: 78, uuid: '0c9b3a4e-5d6f-4e7a-8b9c-1d2e3f4a5b6c' },
            { regtypeid: 1, regsystemid: 4, na: 'Hadya shartnomasi', visitdate: '09.01.2027', visittime: '09:00', rid: 79, uuid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' },
          ];
        },
      };
      const service = api.app.get(AccountService) as unknown as { source?: NotifySource | null };
      service.source = source;
      try {
        const res = await http().get('/api/notarial_act/get_notify').set(authHeader(await createSession(user))).expect(200);
        expect(res.body).toEqual([
          { regtypeid: 2, regsystemid: 3, na: 'Avtotransport vositasini sotish shartnomasi', visitdate: '05.12.2026', visittime: '14:30', rid: 77, uuid: '7d1f0c1e-2f5b-4a8e-9a51-0a3f5d9b1c22' },
          { regtypeid: 1, regsystemid: 2, na: 'Ishonchnoma', visitdate: null, visittime: null, rid: 78, uuid: '0c9b3a4e-5d6f-4e7a-8b9c-1d2e3f4a5b6c' },
          { regtypeid: 1, regsystemid: 4, na: 'Hadya shartnomasi', visitdate: '09.01.2027', visittime: '09:00', rid: 79, uuid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' },
        ]);
        expect(seen.map((u) => u.id)).toEqual([user.id]);
      } finally {
        service.source = undefined;
      }
    });
  });
});
