import { Injectable } from '@nestjs/common';
import { AUTHOR_WAITING_STEPS, POWER_OF_ATTORNEY_TYPE_IDS, VIDEO_MISSED_AFTER_MINUTES } from '@notary/domain/act';
import { type HeldPowerOfAttorney, ROLES_NOT_CONFIRMING, type SubjectRef } from '@notary/domain/rules';
import { DataSource, type EntityManager } from 'typeorm';
import { EntityRows } from '../database/entity-rows.js';
import { rowsAsArrays } from '../database/prepared-client.js';
import type { NotifySourceItem } from '../identity/notify-source.js';
import { ActParty } from '../parties/party.entity.js';
import { ActSubject } from '../subjects/subject.entity.js';
import { NotarialAct } from './act.entity.js';
import type { ListedAct } from './act-views.js';
import type { ActStepCounts, ListActsQuery } from '@notary/domain/contracts';
import type { ActStep } from '@notary/domain/act';

export type NotaryCard = {
  id: string;
  officeId: string;
  fullName: string;
  phone: string;
  regionId: number;
  districtId: number;
};

const NOTARY_CARD_SQL = `SELECT n.id, n.office_id AS "officeId", n.full_name AS "fullName", n.phone,
  o.region_id AS "regionId", o.district_id AS "districtId"
  FROM notary n JOIN notary_office o ON o.id = n.office_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's columns under the entity's property names (ListedAct); dates and times as PostgreSQL writes them, as TypeORM gave them. */
const LIST_SELECT = [
  'a.id AS "id"',
  'a.type_id AS "typeId"',
  'a.name AS "name"',
  'a.step AS "step"',
  'a.status AS "status"',
  'a.state AS "state"',
  'a.regnum AS "regnum"',
  'a.regdate::text AS "regdate"',
  'a.regtype AS "regtype"',
  'a.regsystem AS "regsystem"',
  'a.office_id AS "officeId"',
  'a.notary_id AS "notaryId"',
  'a.notary_name AS "notaryName"',
  'a.visit_date::text AS "visitDate"',
  'a.visit_time::text AS "visitTime"',
  'a.entered_at AS "enteredAt"',
  'a.is_simplified AS "isSimplified"',
].join(', ');

/**
 * A WHERE clause built from fragments with named parameters (`:name`; `::type` is a cast), bound
 * to positional ones ($1…) in order of first use: the same fragments make the same text.
 */
class SqlWhere {
  private readonly parts: string[] = [];
  constructor(private readonly values: Record<string, unknown>) {}

  and(fragment: string, values: Record<string, unknown> = {}): void {
    this.parts.push(fragment);
    Object.assign(this.values, values);
  }

  /** How many conditions it holds. */
  get size(): number {
    return this.parts.length;
  }

  get sql(): string {
    return this.parts.map((p) => `(${p})`).join(' AND ');
  }

  bind(text: string, extra: Record<string, unknown> = {}): [string, unknown[]] {
    const values = { ...this.values, ...extra };
    const order: string[] = [];
    const sql = text.replace(/(?<!:):([A-Za-z]\w*)/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`no value for :${name}`);
      let at = order.indexOf(name);
      if (at < 0) at = order.push(name) - 1;
      return `$${at + 1}`;
    });
    return [sql, order.map((name) => values[name])];
  }
}

/** Sort columns that are never null. */
const NOT_NULL_SORTS = new Set<ListActsQuery['sort']>(['entered_at', 'step', 'type_id']);

const SORT_COLUMNS: Record<ListActsQuery['sort'], string> = {
  entered_at: 'a.entered_at',
  regdate: 'a.regdate',
  visit_at: 'a.visit_at',
  step: 'a.step',
  type_id: 'a.type_id',
  regnum: 'a.regnum',
};

/** The party rows a signed-in person answers for: their own, and a legal entity's they manage. */
const MY_PARTY_SQL = (alias: string) => `(${alias}.pin = :pin OR (${alias}.party_class = 'legal' AND ${alias}.manager->>'pin' = :pin))`;

/**
 * acts-domain 2 tab two "acts the user created that await the user's
 * decision": the author's act waits on them at the domain's
 * AUTHOR_WAITING_STEPS; an invited party's act waits on them while an
 * invitation they must answer (rules/party-confirmation.ts: not a minor's
 * entry unless it pays) is unanswered. Tab one is every other act they take part in.
 */
const AWAITING_SQL = `(a.status = 'active' AND (
    (a.created_by = :userId AND a.step IN (${AUTHOR_WAITING_STEPS.join(', ')}))
    OR EXISTS (SELECT 1 FROM act_party w WHERE w.act_id = a.id AND ${MY_PARTY_SQL('w')} AND NOT w.is_author AND w.status IS NULL
               AND (w.is_payer OR w.role NOT IN (${ROLES_NOT_CONFIRMING.map((r) => `'${r}'`).join(', ')})))))`;

/** A party's pin with what the civil-registry prefetch needs (kinship claims against the author). */
export type PartyPinRow = { pin: string; isAuthor: boolean; kinship: string | null; authorPin: string };

/** An act that holds one of the duplicate keys (acts-domain 5 "one unfinished act per ..."). */
export type KeyHolder = { actId: string; key: string };

/** The invoices' counts the machine reads (`ActSnapshot.hasInvoices`, `isPaid`). */
export type PaymentCounts = { live: number; confirmed: number };

/** What an object key (subject-rows.ts `objectKeyOf`) names, as the domain's rules take it. */
export function subjectRefOfKey(key: string): SubjectRef {
  const kind = key.startsWith('realty:') ? 'real_estate' : key.startsWith('vehicle') ? 'vehicle' : 'other';
  return { kind, id: key.slice(key.indexOf(':') + 1) };
}

/**
 * The act row, locked FOR UPDATE when asked; null when unknown or malformed.
 * A function as well as `ActsRepository.findAct`, for the access check
 * (act-access.ts), which every feature calls with its own manager.
 */
export async function loadAct(em: EntityManager, actId: string, options: { lock: boolean }): Promise<NotarialAct | null> {
  if (!UUID.test(actId)) return null;
  const qb = em.getRepository(NotarialAct).createQueryBuilder('a').where('a.id = :actId', { actId });
  if (options.lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}

/**
 * An act's invoices counted as the machine reads them (`PaymentCounts`): the live ones (neither cancelled
 * nor refunded) and the confirmed ones, over `act_payment` aliased `x`.
 */
const PAYMENT_COUNTS_SQL = `count(*) FILTER (WHERE x.state NOT IN ('cancelled', 'refunded'))::int AS live,
  count(*) FILTER (WHERE x.state = 'confirmed')::int AS confirmed`;

/** The act card's one statement (`loadActWithContents`), written once per data source. */
type CardStatement = { sql: string; act: EntityRows<NotarialAct>; party: EntityRows<ActParty>; subject: EntityRows<ActSubject>; partyAt: number; subjectAt: number };
/** The card statement's first columns: the row's kind and the act's invoice counts; the three tables' columns follow. */
const CARD_HEAD_COLUMNS = 3;
const cardStatements = new WeakMap<DataSource, CardStatement>();

function cardStatement(ds: DataSource): CardStatement {
  let statement = cardStatements.get(ds);
  if (!statement) {
    const act = new EntityRows(ds, NotarialAct, 'a');
    const party = new EntityRows(ds, ActParty, 'p');
    const subject = new EntityRows(ds, ActSubject, 's');
    // Each branch reads one table; the other two are joined ON false, so that their columns are NULL with
    // their own types (a bare NULL in the first two branches of a UNION would be text). The invoices'
    // counts (ActsRepository.paymentCounts) come on the act's row, from one pass over its invoices.
    const all = `${act.select}, ${party.select}, ${subject.select}`;
    // Its rows come as arrays, read by position: an object of all its columns for each row cost more than the rest.
    const sql = rowsAsArrays(`SELECT 'a' AS "row", pay.live AS "payments_live", pay.confirmed AS "payments_confirmed", ${all}
        FROM notarial_act a CROSS JOIN LATERAL (SELECT ${PAYMENT_COUNTS_SQL} FROM act_payment x WHERE x.act_id = a.id) pay
        LEFT JOIN act_party p ON false LEFT JOIN act_subject s ON false WHERE a.id = $1
      UNION ALL SELECT 'p', NULL, NULL, ${all}
        FROM act_party p LEFT JOIN notarial_act a ON false LEFT JOIN act_subject s ON false WHERE p.act_id = $1
      UNION ALL SELECT 's', NULL, NULL, ${all}
        FROM act_subject s LEFT JOIN notarial_act a ON false LEFT JOIN act_party p ON false WHERE s.act_id = $1`);
    statement = { sql, act, party, subject, partyAt: CARD_HEAD_COLUMNS + act.width, subjectAt: CARD_HEAD_COLUMNS + act.width + party.width };
    cardStatements.set(ds, statement);
  }
  return statement;
}

/**
 * The act with its parties, its subjects and the counts of its invoices, in
 * one statement (the act card: one round trip, where the act with its
 * parties and its subjects took two), for `resolveActAccess` to decide who
 * the user is on it before anything else of the act is used. The act's row,
 * a row per party and a row per subject: each carries only its own table's
 * values (the others' columns are NULL).
 */
export async function loadActWithContents(
  em: EntityManager,
  actId: string,
): Promise<{ act: NotarialAct; parties: ActParty[]; subjects: ActSubject[]; payments: PaymentCounts } | null> {
  if (!UUID.test(actId)) return null;
  const statement = cardStatement(em.connection);
  // Each row: its kind ('a', 'p' or 's'), the invoices' live and confirmed counts (the act's row only), then the columns.
  const rows = (await em.query(statement.sql, [actId])) as [kind: 'a' | 'p' | 's', live: number | null, confirmed: number | null, ...columns: unknown[]][];
  const head = rows.find((r) => r[0] === 'a');
  const act = head ? statement.act.hydrateAt(head, CARD_HEAD_COLUMNS) : null;
  if (!head || !act) return null;
  const parties: ActParty[] = [];
  const subjects: ActSubject[] = [];
  for (const r of rows) {
    if (r[0] === 'p') parties.push(statement.party.hydrateAt(r, statement.partyAt)!);
    else if (r[0] === 's') subjects.push(statement.subject.hydrateAt(r, statement.subjectAt)!);
  }
  return { act, parties, subjects, payments: { live: head[1] ?? 0, confirmed: head[2] ?? 0 } };
}

/** `partyOfPerson` over parties already read: the person's own row or a legal entity's they manage, the author's first. */
export function partyOfPersonAmong(parties: readonly ActParty[], pin: string): ActParty | null {
  const mine = parties.filter((p) => p.pin?.trim() === pin || (p.partyClass === 'legal' && p.manager?.['pin'] === pin));
  return mine.find((p) => p.isAuthor) ?? mine[0] ?? null;
}

/** The office of a notary (the notaries module's table); null for none. */
export async function officeOfNotary(em: EntityManager, notaryId: string | null): Promise<string | null> {
  if (!notaryId) return null;
  const [row] = (await em.query('SELECT office_id FROM notary WHERE id = $1', [notaryId])) as { office_id: string }[];
  return row?.office_id ?? null;
}

/**
 * The office of a signed-in user's notary record: the one the session's own
 * check read with the token (`SessionUser.officeId`), or, for a user built
 * without it (a socket's), read now.
 */
export function officeOfUser(em: EntityManager, user: { notaryId: string | null; officeId?: string | null }): Promise<string | null> {
  return user.officeId !== undefined ? Promise.resolve(user.officeId) : officeOfNotary(em, user.notaryId);
}

/**
 * The party row a signed-in person answers for on an act: their own, or a
 * legal entity's they manage (acts-domain 3 "manager fields"); the author's
 * row first.
 */
export async function partyOfPerson(em: EntityManager, actId: string, pin: string): Promise<ActParty | null> {
  return em
    .getRepository(ActParty)
    .createQueryBuilder('p')
    .where('p.act_id = :actId', { actId })
    .andWhere(`(p.pin = :pin OR (p.party_class = 'legal' AND p.manager->>'pin' = :pin))`, { pin })
    .orderBy('p.is_author', 'DESC')
    .getOne();
}

/**
 * The act aggregate's data access: the act row (and its row lock), its
 * parties and subjects as the act core reads them, the duplicate keys of
 * unfinished acts, and the registered powers of attorney. Every method takes
 * the caller's `EntityManager`, so it runs inside the caller's transaction
 * (and under the act's row lock when the caller holds it); services keep the
 * rules and the access checks.
 */
@Injectable()
export class ActsRepository {
  constructor(private readonly db: DataSource) {}

  /** The manager outside any transaction (reads that need no lock). */
  get manager(): EntityManager {
    return this.db.manager;
  }

  /** The act, locked FOR UPDATE when asked (the lock of every transition and change); null when unknown or malformed. */
  findAct(em: EntityManager, actId: string, options: { lock: boolean } = { lock: false }): Promise<NotarialAct | null> {
    return loadAct(em, actId, options);
  }

  /** The act's type and author only (whose right to its objects a duplicate check asks about). */
  async actAuthor(em: EntityManager, actId: string): Promise<Pick<NotarialAct, 'id' | 'typeId' | 'authorPin'> | null> {
    return em.getRepository(NotarialAct).findOne({ where: { id: actId }, select: { id: true, typeId: true, authorPin: true } });
  }

  async parties(em: EntityManager, actId: string): Promise<ActParty[]> {
    return em.getRepository(ActParty).find({ where: { actId } });
  }

  async subjects(em: EntityManager, actId: string): Promise<ActSubject[]> {
    return em.getRepository(ActSubject).find({ where: { actId } });
  }

  /** The parties' pins (with the author's pin and their kinship claims), for the civil-registry prefetch. */
  async partyPins(em: EntityManager, actId: string): Promise<PartyPinRow[]> {
    if (!UUID.test(actId)) return [];
    return (await em.query(
      `SELECT p.pin, p.is_author AS "isAuthor", p.kinship, a.author_pin AS "authorPin"
         FROM act_party p JOIN notarial_act a ON a.id = p.act_id
        WHERE p.act_id = $1 AND p.pin IS NOT NULL`,
      [actId],
    )) as PartyPinRow[];
  }

  /** Live and confirmed invoices of an act (the machine's payment facts). */
  async paymentCounts(em: EntityManager, actId: string): Promise<PaymentCounts> {
    const [row] = (await em.query(`SELECT ${PAYMENT_COUNTS_SQL} FROM act_payment x WHERE x.act_id = $1`, [actId])) as PaymentCounts[];
    return row ?? { live: 0, confirmed: 0 };
  }

  /**
   * When what the parties agreed to changes, every invited party who accepted
   * is asked again (status back to awaiting). Returns the ids of the reset
   * parties: one shape, whatever the driver answers an UPDATE … RETURNING with.
   */
  async resetAcceptances(em: EntityManager, actId: string): Promise<string[]> {
    const result = await em
      .createQueryBuilder()
      .update(ActParty)
      .set({ status: null, answeredAt: null, updatedAt: () => 'now()' })
      .where('act_id = :actId AND NOT is_author AND status = :accepted', { actId, accepted: 'accepted' })
      .returning(['id'])
      .execute();
    return ((result.raw ?? []) as { id: string }[]).map((row) => row.id);
  }

  // --- The act's rows ---------------------------------------------------------------------

  async insertAct(em: EntityManager, row: Partial<NotarialAct>): Promise<NotarialAct> {
    return em.getRepository(NotarialAct).save(em.getRepository(NotarialAct).create(row));
  }

  async saveAct(em: EntityManager, act: NotarialAct): Promise<NotarialAct> {
    return em.getRepository(NotarialAct).save(act);
  }

  async updateAct(em: EntityManager, actId: string, columns: Partial<NotarialAct>): Promise<void> {
    await em.getRepository(NotarialAct).update({ id: actId }, columns as never);
  }

  /** The act as stored (after a save: money and dates as the database keeps them). */
  async actExists(em: EntityManager, actId: string): Promise<boolean> {
    return em.getRepository(NotarialAct).existsBy({ id: actId });
  }

  async actOrFail(em: EntityManager, actId: string): Promise<NotarialAct> {
    return em.getRepository(NotarialAct).findOneByOrFail({ id: actId });
  }

  /** Short rows of other acts (the references tab's links). */
  async actLinks(em: EntityManager, where: { ids: readonly string[] } | { mainActId: string }): Promise<NotarialAct[]> {
    const select = { id: true, typeId: true, name: true, regnum: true, regdate: true, status: true, state: true } as const;
    if ('ids' in where) return where.ids.length ? em.getRepository(NotarialAct).find({ where: where.ids.map((id) => ({ id })), select }) : [];
    return em.getRepository(NotarialAct).find({ where: { mainActId: where.mainActId }, select });
  }

  /** The refusal resolution's file (not loaded with the act). */
  async refusalFile(em: EntityManager, actId: string): Promise<NotarialAct> {
    return em.getRepository(NotarialAct).createQueryBuilder('a').addSelect('a.refusalFile').where('a.id = :actId', { actId }).getOneOrFail();
  }

  /**
   * Issue 5.2: one page of "my notarial acts", both tabs, every filter,
   * sorted. `viewer` scopes it (issue 5.4): a person sees only acts they take
   * part in; a notary also the acts of their office.
   */
  async listPage(
    em: EntityManager,
    viewer: { userId: string; pin: string; officeId: string | null },
    query: ListActsQuery,
  ): Promise<{ rows: ListedAct[]; total: number }> {
    // Issue 17.1: written as SQL with positional parameters, not through the query builder: the same
    // filters give the same text (a prepared statement, prepared-client.ts), the page and its size
    // included, and nothing is built or transformed per request but the values.
    const where = new SqlWhere({ userId: viewer.userId, pin: viewer.pin, myOffice: viewer.officeId });
    if (query.scope === 'office') {
      // The console's inbox: the office's acts only (the service refused a caller without an office).
      where.and('a.office_id = :myOffice');
    } else {
      // Issue 17.1: the viewer's acts found through indexes on the person (created_by, the party's
      // pin, a legal party's manager's pin; a notary's office), never by testing every act.
      where.and(
        `a.id IN (${[
          'SELECT mine.id FROM notarial_act mine WHERE mine.created_by = :userId',
          'SELECT p.act_id FROM act_party p WHERE p.pin = :pin',
          "SELECT m.act_id FROM act_party m WHERE m.party_class = 'legal' AND m.manager->>'pin' = :pin",
          ...(viewer.officeId ? ['SELECT o.id FROM notarial_act o WHERE o.office_id = :myOffice'] : []),
        ].join(' UNION ')})`,
      );
      where.and(query.tab === 'awaiting' ? AWAITING_SQL : `NOT ${AWAITING_SQL}`);
    }
    if (query.q) {
      // Index-friendly: a register number (notarial_act_regnum_idx) or a pin (act_party_pin_idx) by equality,
      // a name by prefix (act_party_fullname_prefix_idx); LIKE's wildcards in the input are matched literally.
      const q = query.q;
      if (/^\d{14}$/.test(q)) where.and('EXISTS (SELECT 1 FROM act_party sp WHERE sp.act_id = a.id AND sp.pin = :qPin)', { qPin: q });
      else
        where.and(`(a.regnum = :qRegnum OR EXISTS (SELECT 1 FROM act_party sp WHERE sp.act_id = a.id AND lower(sp.fullname) LIKE :qName ESCAPE '\\'))`, {
          qRegnum: q,
          qName: `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        });
    }
    if (query.dateFrom) where.and(`a.entered_at >= (:dateFrom::date)::timestamp AT TIME ZONE 'Asia/Tashkent'`, { dateFrom: query.dateFrom });
    if (query.dateTo) where.and(`a.entered_at < ((:dateTo::date + 1)::timestamp AT TIME ZONE 'Asia/Tashkent')`, { dateTo: query.dateTo });
    if (query.state) where.and('a.state = :state', { state: query.state });
    if (query.status) where.and('a.status = :status', { status: query.status });
    if (query.regnum) where.and('a.regnum = :regnum', { regnum: query.regnum });
    if (query.regdate) where.and('a.regdate = :regdate::date', { regdate: query.regdate });
    if (query.visitDate) where.and('a.visit_date = :visitDate::date', { visitDate: query.visitDate });
    if (query.visitTime) where.and(`date_trunc('minute', a.visit_time) = :visitTime::time`, { visitTime: query.visitTime });
    if (query.typeId !== undefined) where.and('a.type_id = :typeId::int', { typeId: query.typeId });
    if (query.officeId) where.and('a.office_id = :officeId::uuid', { officeId: query.officeId });
    if (query.notaryId) where.and('a.notary_id = :notaryId::uuid', { notaryId: query.notaryId });
    if (query.step !== undefined) where.and('a.step = :step::smallint', { step: query.step });
    if (query.regsystem !== undefined) where.and('a.regsystem = :regsystem::smallint', { regsystem: query.regsystem });
    if (query.regtype !== undefined) where.and('a.regtype = :regtype::smallint', { regtype: query.regtype });
    if (query.isSimplified !== undefined) where.and('a.is_simplified = :isSimplified::boolean', { isSimplified: query.isSimplified });
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    // A column that is never null is ordered without a NULLS clause, so its index's order serves
    // (notarial_act_office_idx reads the inbox's newest first, with no sort).
    const nulls = NOT_NULL_SORTS.has(query.sort) ? '' : order === 'ASC' ? ' NULLS FIRST' : ' NULLS LAST';
    const skip = (query.page - 1) * query.pageSize;
    // The unfiltered inbox (its one condition is the office) has its total kept per office: read with the
    // page, in the same round trip.
    const isWholeOffice = query.scope === 'office' && where.size === 1;
    const officeTotal = isWholeOffice ? `, (SELECT c.acts::int FROM office_act_count c WHERE c.office_id = :myOffice) AS "officeTotal"` : '';
    const [sql, params] = where.bind(
      `SELECT ${LIST_SELECT}${officeTotal} FROM notarial_act a WHERE ${where.sql} ORDER BY ${SORT_COLUMNS[query.sort]} ${order}${nulls}, a.id ${order} LIMIT :limit OFFSET :offset`,
      { limit: query.pageSize, offset: skip },
    );
    const rows = (await em.query(sql, params)) as (ListedAct & { officeTotal?: number | null })[];
    // The total without a count where the page shows it, or the office's kept total.
    let total: number;
    if (rows.length > 0 && rows.length < query.pageSize) total = skip + rows.length;
    else if (isWholeOffice) total = rows.length > 0 ? (rows[0]!.officeTotal ?? 0) : await this.officeActCount(em, viewer.officeId);
    else {
      const [countSql, countParams] = where.bind(`SELECT count(*)::int AS n FROM notarial_act a WHERE ${where.sql}`);
      total = ((await em.query(countSql, countParams)) as { n: number }[])[0]!.n;
    }
    return { rows, total };
  }

  /** The number of an office's acts, kept by a trigger (migration OfficeInboxPath1764300000000). */
  private async officeActCount(em: EntityManager, officeId: string | null): Promise<number> {
    const [row] = (await em.query('SELECT acts::int AS acts FROM office_act_count WHERE office_id = $1', [officeId])) as { acts: number }[];
    return row?.acts ?? 0;
  }

  /** The visits a notary has between two instants: acts set for a time (steps 6–9, active or registered). */
  async notaryVisits(em: EntityManager, notaryId: string, from: Date, to: Date): Promise<{ id: string; visitAt: Date }[]> {
    return (await em.query(
      `SELECT id, visit_at AS "visitAt" FROM notarial_act
        WHERE notary_id = $1 AND visit_at >= $2 AND visit_at < $3 AND status IN ('active', 'registered') AND step >= 6
        ORDER BY visit_at`,
      [notaryId, from, to],
    )) as { id: string; visitAt: Date }[];
  }

  /** The office inbox's counts: active acts per step; today's (Tashkent) visits, and of them the video conferences. */
  async officeStepCounts(em: EntityManager, officeId: string): Promise<ActStepCounts> {
    const steps = (await em.query(
      `SELECT step, count(*)::int AS count FROM notarial_act WHERE office_id = $1 AND status = 'active' GROUP BY step ORDER BY step`,
      [officeId],
    )) as { step: ActStep; count: number }[];
    const [today] = (await em.query(
      `SELECT count(*)::int AS visits, count(*) FILTER (WHERE regtype = 2)::int AS video
         FROM notarial_act
        WHERE office_id = $1 AND status IN ('active', 'registered') AND visit_date = (now() AT TIME ZONE 'Asia/Tashkent')::date`,
      [officeId],
    )) as { visits: number; video: number }[];
    return { steps, todayVisits: today?.visits ?? 0, todayVideo: today?.video ?? 0 };
  }

  /**
   * The person's upcoming acts (`get_notify`): in process, taken part in, the
   * visit still ahead, soonest first; dates and times in Tashkent time.
   */
  async upcomingVisits(em: EntityManager, userId: string, pin: string): Promise<NotifySourceItem[]> {
    return (await em.query(
      `SELECT a.regtype AS regtypeid, a.regsystem AS regsystemid, a.name AS na,
              to_char(a.visit_date, 'YYYY-MM-DD') AS visitdate, to_char(a.visit_time, 'HH24:MI') AS visittime,
              a.id AS rid, a.id AS uuid
         FROM notarial_act a
        WHERE a.status = 'active' AND a.visit_at IS NOT NULL AND a.visit_at > now()
          AND (a.created_by = $1 OR EXISTS (SELECT 1 FROM act_party p WHERE p.act_id = a.id AND p.pin = $2))
        ORDER BY a.visit_at LIMIT 20`,
      [userId, pin],
    )) as NotifySourceItem[];
  }

  /**
   * Video acts whose confirmed slot (steps 7–8) and the conference's grace
   * after it (domain VIDEO_MISSED_AFTER_MINUTES) passed by `now` without
   * registration: the missed-video job's candidates.
   */
  async missedVideoCandidates(em: EntityManager, now: Date): Promise<string[]> {
    const rows = (await em.query(
      `SELECT id FROM notarial_act
        WHERE regtype = 2 AND status = 'active' AND step IN (7, 8) AND visit_at <= $1
        ORDER BY visit_at LIMIT 500`,
      [new Date(now.getTime() - VIDEO_MISSED_AFTER_MINUTES * 60_000)],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  // --- Parties ----------------------------------------------------------------------------

  /** The act's parties, the author first, then in the order they were added. */
  async partiesInOrder(em: EntityManager, actId: string): Promise<ActParty[]> {
    return em.getRepository(ActParty).find({ where: { actId }, order: { isAuthor: 'DESC', createdAt: 'ASC' } });
  }

  /** One party of one act; null for an unknown or malformed id. */
  async party(em: EntityManager, actId: string, partyId: string): Promise<ActParty | null> {
    if (!UUID.test(partyId)) return null;
    return em.getRepository(ActParty).findOne({ where: { id: partyId, actId } });
  }

  /** The party an invitation token names. */
  async partyByInviteToken(em: EntityManager, actId: string, token: string): Promise<ActParty | null> {
    return em.getRepository(ActParty).findOne({ where: { actId, inviteToken: token } });
  }

  async hasPartyWithPin(em: EntityManager, actId: string, pin: string): Promise<boolean> {
    return em.getRepository(ActParty).exists({ where: { actId, pin } });
  }

  async insertParty(em: EntityManager, row: Partial<ActParty>): Promise<ActParty> {
    return em.getRepository(ActParty).save(em.getRepository(ActParty).create(row));
  }

  async saveParty(em: EntityManager, party: ActParty): Promise<ActParty> {
    return em.getRepository(ActParty).save(party);
  }

  async deleteParty(em: EntityManager, partyId: string): Promise<void> {
    await em.getRepository(ActParty).delete({ id: partyId });
  }

  // --- Subjects ---------------------------------------------------------------------------

  async subjectsInOrder(em: EntityManager, actId: string): Promise<ActSubject[]> {
    return em.getRepository(ActSubject).find({ where: { actId }, order: { createdAt: 'ASC' } });
  }

  /** One subject of one act; null for an unknown or malformed id. */
  async subject(em: EntityManager, actId: string, subjectId: string): Promise<ActSubject | null> {
    if (!UUID.test(subjectId)) return null;
    return em.getRepository(ActSubject).findOne({ where: { id: subjectId, actId } });
  }

  async subjectOrFail(em: EntityManager, subjectId: string): Promise<ActSubject> {
    return em.getRepository(ActSubject).findOneByOrFail({ id: subjectId });
  }

  async insertSubject(em: EntityManager, row: Partial<ActSubject>): Promise<ActSubject> {
    return em.getRepository(ActSubject).save(em.getRepository(ActSubject).create(row));
  }

  async saveSubject(em: EntityManager, subject: ActSubject): Promise<ActSubject> {
    return em.getRepository(ActSubject).save(subject);
  }

  async deleteSubject(em: EntityManager, subjectId: string): Promise<void> {
    await em.getRepository(ActSubject).delete({ id: subjectId });
  }

  // --- Duplicate keys of unfinished acts ------------------------------------------------

  /** Other acts holding any of `keys`. */
  async keyHolders(em: EntityManager, keys: readonly string[], exceptActId: string): Promise<KeyHolder[]> {
    if (keys.length === 0) return [];
    return (await em.query('SELECT act_id AS "actId", key FROM act_unfinished_key WHERE key = ANY($1) AND act_id <> $2', [
      keys,
      exceptActId,
    ])) as KeyHolder[];
  }

  /** Frees an act's keys (all of them, or only `keys`). */
  async releaseKeys(em: EntityManager, actId: string, keys?: readonly string[]): Promise<void> {
    if (keys) await em.query('DELETE FROM act_unfinished_key WHERE act_id = $1 AND key = ANY($2)', [actId, keys]);
    else await em.query('DELETE FROM act_unfinished_key WHERE act_id = $1', [actId]);
  }

  /**
   * Claims `keys` for an act: first come, first served (the primary key
   * refuses a second holder). Two acts created at once both pass the read of
   * `keyHolders`; the second insert then waits on the first's uncommitted key
   * and fails with 23505: answered here with the holder, under a savepoint
   * that keeps the transaction usable. Null when claimed.
   */
  async claimKeys(em: EntityManager, actId: string, keys: readonly string[]): Promise<KeyHolder | { actId: null; key: null } | null> {
    await em.query('SAVEPOINT act_unfinished_key');
    try {
      await em.query('INSERT INTO act_unfinished_key (key, act_id) SELECT DISTINCT unnest($1::text[]), $2::uuid', [keys, actId]);
      await em.query('RELEASE SAVEPOINT act_unfinished_key');
      return null;
    } catch (error) {
      const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
      if (code !== '23505') throw error;
      await em.query('ROLLBACK TO SAVEPOINT act_unfinished_key');
      const [holder] = await this.keyHolders(em, keys, actId);
      return holder ?? { actId: null, key: null };
    }
  }

  // --- The registry of powers of attorney -------------------------------------------------

  /**
   * The registered, unexpired powers of attorney (the product's own registry
   * of acts) in which `attorneyPin` is the attorney and one of
   * `principalPins` the principal, with the objects each names.
   */
  async powersOfAttorneyHeld(em: EntityManager, attorneyPin: string, principalPins: readonly string[]): Promise<HeldPowerOfAttorney[]> {
    const rows = (await em.query(
      `SELECT a.type_id AS "typeId", pr.pin AS "principalPin",
              coalesce(a.proxy->'rights', '[]'::jsonb) AS rights,
              coalesce((a.proxy->>'hasDisposalRights')::boolean, false) AS "hasDisposalRights",
              ARRAY(SELECT s.object_key FROM act_subject s WHERE s.act_id = a.id AND s.object_key IS NOT NULL) AS keys
         FROM notarial_act a
         JOIN act_party at ON at.act_id = a.id AND at.role = 'attorney' AND at.pin = $1
         JOIN act_party pr ON pr.act_id = a.id AND pr.role = 'principal' AND pr.pin = ANY ($2::text[])
        WHERE a.type_id = ANY ($3::int[]) AND a.status = 'registered'
          AND (a.valid_until IS NULL OR a.valid_until >= (now() AT TIME ZONE 'Asia/Tashkent')::date)`,
      [attorneyPin, principalPins, POWER_OF_ATTORNEY_TYPE_IDS],
    )) as { typeId: number; principalPin: string; rights: unknown; hasDisposalRights: boolean; keys: string[] }[];
    return rows.map((row) => ({
      typeId: row.typeId,
      principalPin: row.principalPin,
      rights: Array.isArray(row.rights) ? row.rights.filter((r): r is string => typeof r === 'string') : [],
      hasDisposalRights: row.hasDisposalRights,
      subjects: row.keys.map(subjectRefOfKey),
    }));
  }

  // --- The notaries' directory, as the acts read it (in the caller's transaction) ---------

  /** The notary with an active licence, or null. */
  async activeNotary(em: EntityManager, notaryId: string): Promise<NotaryCard | null> {
    const [row] = (await em.query(`${NOTARY_CARD_SQL} WHERE n.id = $1 AND n.license_status = 'active'`, [notaryId])) as NotaryCard[];
    return row ?? null;
  }

  /**
   * Among notaries with an active licence in the scope (a district, a region
   * or anywhere), not on leave today, the one with the fewest acts in
   * process; ties go to the better client rating, then a stable order.
   */
  async leastBusyNotary(em: EntityManager, scope: { districtId: number } | { regionId: number } | 'anywhere'): Promise<NotaryCard | null> {
    const [where, params]: [string, unknown[]] =
      scope === 'anywhere' ? ['TRUE', []] : 'districtId' in scope ? ['o.district_id = $1', [scope.districtId]] : ['o.region_id = $1', [scope.regionId]];
    const [row] = (await em.query(
      `${NOTARY_CARD_SQL}
       WHERE n.license_status = 'active' AND ${where}
         AND NOT EXISTS (SELECT 1 FROM notary_absence a WHERE a.notary_id = n.id
                         AND (now() AT TIME ZONE 'Asia/Tashkent')::date BETWEEN a.date_from AND a.date_to)
       ORDER BY (SELECT count(*) FROM notarial_act x WHERE x.notary_id = n.id AND x.status = 'active'),
                n.client_rating DESC, n.id
       LIMIT 1`,
      params,
    )) as NotaryCard[];
    return row ?? null;
  }
}
