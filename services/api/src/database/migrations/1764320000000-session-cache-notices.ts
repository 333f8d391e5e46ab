import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17.1: each API process answers a signed-in request's token check from
 * memory (sessions/session-cache.ts) and learns of every change that could
 * make a remembered answer wrong from PostgreSQL itself: these triggers send
 * a notice on the channel `session_cache` when a change commits, whoever made
 * it (another replica, an administrator's statement, a migration):
 *
 * - `s:<session id>`: a session revoked, deleted, shortened (its idle expiry
 *   moved back, its absolute limit changed), its token rotated without a
 *   slide (a token older than the newest was shown: a process may keep the
 *   newest as it was), its locale,
 *   client or user changed, or one of its tokens deleted or retired otherwise
 *   than by the use of a newer one. A slide of the idle expiry forward (every
 *   minute of use), with the rotation that goes with it, sends nothing: a
 *   process that remembers the older expiry asks the table anyway once it is
 *   due, as the slide was; nor does the retirement of a token
 *   older than the session's newest by the use of a newer one (no process
 *   keeps such a token, and the rotation that made it older was told).
 * - `u:<user id>`: a user's state, deletion, roles, name, pin, terms of use or
 *   notary record changed, or the user deleted.
 * - `n:<notary id>`: a notary record moved to another office, or deleted.
 *
 * PostgreSQL delivers notices after the commit and in commit order, and drops
 * duplicates within a transaction.
 */
export class SessionCacheNotices1764320000000 implements MigrationInterface {
  name = 'SessionCacheNotices1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION session_cache_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'sessions' THEN
          PERFORM pg_notify('session_cache', 's:' || OLD.id);
        ELSIF TG_TABLE_NAME = 'session_tokens' THEN
          -- A token retired because a newer one was shown, as every use does: no process keeps a token
          -- older than its session's newest (SessionsService), and the rotation that made it older was
          -- told (token_seq). Any other change of a token (its retirement moved, the newest retired, a
          -- token deleted) is told.
          IF TG_OP = 'UPDATE' AND OLD.retired_at IS NULL AND NEW.retired_at IS NOT NULL
             AND NEW.seq < (SELECT s.token_seq FROM sessions s WHERE s.id = NEW.session_id) THEN
            RETURN NULL;
          END IF;
          PERFORM pg_notify('session_cache', 's:' || OLD.session_id);
        ELSIF TG_TABLE_NAME = 'users' THEN
          PERFORM pg_notify('session_cache', 'u:' || OLD.id);
        ELSE
          PERFORM pg_notify('session_cache', 'n:' || OLD.id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER sessions_cache_notice AFTER UPDATE ON sessions FOR EACH ROW
      WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at
            OR NEW.absolute_expires_at IS DISTINCT FROM OLD.absolute_expires_at
            OR (NEW.token_seq IS DISTINCT FROM OLD.token_seq AND NEW.expires_at <= OLD.expires_at)
            OR NEW.locale IS DISTINCT FROM OLD.locale OR NEW.client_mode IS DISTINCT FROM OLD.client_mode OR NEW.user_id IS DISTINCT FROM OLD.user_id)
      EXECUTE FUNCTION session_cache_notice()`);
    await q.query(`CREATE TRIGGER sessions_cache_notice_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION session_cache_notice()`);
    await q.query(`CREATE TRIGGER session_tokens_cache_notice AFTER UPDATE OR DELETE ON session_tokens FOR EACH ROW EXECUTE FUNCTION session_cache_notice()`);
    await q.query(`CREATE TRIGGER users_cache_notice AFTER UPDATE ON users FOR EACH ROW
      WHEN (NEW.state IS DISTINCT FROM OLD.state OR NEW.isdeleted IS DISTINCT FROM OLD.isdeleted OR NEW.roles IS DISTINCT FROM OLD.roles
            OR NEW.fullname IS DISTINCT FROM OLD.fullname OR NEW.pin IS DISTINCT FROM OLD.pin OR NEW.termsofuse IS DISTINCT FROM OLD.termsofuse
            OR NEW.notary_id IS DISTINCT FROM OLD.notary_id)
      EXECUTE FUNCTION session_cache_notice()`);
    await q.query(`CREATE TRIGGER users_cache_notice_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION session_cache_notice()`);
    await q.query(`CREATE TRIGGER notary_cache_notice AFTER UPDATE ON notary FOR EACH ROW
      WHEN (NEW.office_id IS DISTINCT FROM OLD.office_id) EXECUTE FUNCTION session_cache_notice()`);
    await q.query(`CREATE TRIGGER notary_cache_notice_delete AFTER DELETE ON notary FOR EACH ROW EXECUTE FUNCTION session_cache_notice()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [trigger, table] of [
      ['sessions_cache_notice', 'sessions'],
      ['sessions_cache_notice_delete', 'sessions'],
      ['session_tokens_cache_notice', 'session_tokens'],
      ['users_cache_notice', 'users'],
      ['users_cache_notice_delete', 'users'],
      ['notary_cache_notice', 'notary'],
      ['notary_cache_notice_delete', 'notary'],
    ]) {
      await q.query(`DROP TRIGGER ${trigger} ON ${table}`);
    }
    await q.query(`DROP FUNCTION session_cache_notice()`);
  }
}
