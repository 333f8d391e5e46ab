import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The users who may see an act now, by the access rule of the HTTP API
 * (acts/act-access.ts): its author, every party (by pin), and the notaries of
 * the office it is assigned to. users.pin is char(14): a party's text pin is
 * cast to it, so users_pin_key finds the account (the other way round,
 * PostgreSQL read every user at each change of an act: 166 ms at 200 000).
 */
export const ACT_AUDIENCE_SQL = `SELECT a.created_by AS id FROM notarial_act a WHERE a.id = $1
  UNION SELECT u.id FROM act_party p JOIN users u ON u.pin = p.pin::bpchar WHERE p.act_id = $1
  UNION SELECT u.id FROM notarial_act a JOIN notary n ON n.office_id = a.office_id JOIN users u ON u.notary_id = n.id
        WHERE a.id = $1 AND 'notary' = ANY (u.roles)`;

/**
 * Realtime's own data access (kept apart from the acts repository: acts
 * imports realtime, so realtime must not import acts).
 */
@Injectable()
export class RealtimeRepository {
  /** The ids of the users who may see the act now (in the caller's transaction). */
  async actAudience(em: EntityManager, actId: string): Promise<Set<string>> {
    const rows = (await em.query(ACT_AUDIENCE_SQL, [actId])) as { id: string | null }[];
    return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  }
}
