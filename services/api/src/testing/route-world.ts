import { createHash, randomInt, randomUUID } from 'node:crypto';
import { loadConfig } from '../config.js';
import { createFileStorage } from '../documents/file-storage-factory.js';
import { createAct, type Signed, signedCitizen, signedNotary, type TestNotary, testDb } from './acts-factories.js';
import type { FuzzIds } from './fuzz.js';
import { authHeader, createSession, createUser } from './identity-factories.js';
import { insertParty } from './party-factories.js';
import type { Route } from './openapi-routes.js';

/**
 * The people and data every route of the document can be called on (the
 * route tests, issue 12): an act's author (the owner) with an invited party,
 * a subject, two invoices, a note and an invitation link, the notary of the
 * act's office, a notary of another office, another citizen, an
 * administrator, and the owner's queue booking at the office.
 */
export type World = {
  owner: Signed;
  party: Signed;
  other: Signed;
  notary: TestNotary;
  otherNotary: TestNotary;
  admin: Signed;
  /** The owner's act and what hangs on it, by the document's path parameter names. */
  act: { uuid: string; partyId: string; subjectId: string; paymentId: string; paymentRef: string; noteId: string; documentId: string; token: string };
  bookingId: string;
  serviceId: string;
};

export async function signedAdmin(): Promise<Signed> {
  const user = await createUser({ roles: ['admin'] });
  const token = await createSession(user);
  return { ...user, token, auth: authHeader(token) };
}

/** A fresh act of the owner's at step 1 with the office notary, and its parts. */
export async function createOwnersAct(w: Pick<World, 'owner' | 'party' | 'notary'>): Promise<World['act']> {
  const db = testDb();
  const uuid = await createAct(w.owner, { step: 1, notary: w.notary, parties: [{ user: w.party, role: 'buyer', status: null }], payments: 'issued' });
  const one = async (sql: string, params: unknown[]) => ((await db.query(sql, params)).rows[0] as Record<string, string>)!;
  const party = await one(`SELECT id FROM act_party WHERE act_id = $1 AND NOT is_author`, [uuid]);
  const token = randomUUID().replaceAll('-', '');
  await insertParty(uuid, { role: 'co_owner', fullname: 'TAKLIF QILINGAN', inviteToken: token });
  const subject = await one(`INSERT INTO act_subject (act_id, kind, description) VALUES ($1, 'other', 'z') RETURNING id`, [uuid]);
  const payment = await one(`SELECT id, number FROM act_payment WHERE act_id = $1 ORDER BY number LIMIT 1`, [uuid]);
  const note = await one(`INSERT INTO act_note (act_id, author_id, text) VALUES ($1, $2, 't') RETURNING id`, [uuid, w.owner.id]);
  const documentId = await ownersDocument(uuid, w.owner.id);
  return { uuid, partyId: party.id!, subjectId: subject.id!, paymentId: payment.id!, paymentRef: payment.number!, noteId: note.id!, documentId, token };
}

/** A PDF the owner attached, its row and its content in the test API's document storage. */
async function ownersDocument(actId: string, ownerId: string): Promise<string> {
  const content = Buffer.from('%PDF-1.7\n% route tests\n%%EOF\n');
  const id = randomUUID();
  await (await createFileStorage(loadConfig({ NODE_ENV: 'test' }), 'documents')).put(`${actId}/${id}`, content, 'application/pdf');
  await testDb().query(
    `INSERT INTO act_document (id, act_id, name, mime_type, size, sha256, storage_key, uploaded_by) VALUES ($1, $2, 'scan.pdf', 'application/pdf', $3, $4, $5, $6)`,
    [id, actId, content.length, createHash('sha256').update(content).digest('hex'), `${actId}/${id}`, ownerId],
  );
  return id;
}

/** Each booking of the run its own slot (the slot indexes are unique per notary and per user). */
let bookingSlot = randomInt(0, 100) * 10_000;

export async function createBooking(w: Pick<World, 'owner' | 'notary'>): Promise<string> {
  const startsAt = new Date(Date.UTC(2030, 0, 1) + bookingSlot++ * 30 * 60_000);
  const { rows } = await testDb().query<{ id: string }>(
    `INSERT INTO equeue_booking (user_id, user_pin, office_id, notary_id, act_type_id, starts_at, ends_at, phone, email, description, locale, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 1, $5, $6, '901234567', NULL, NULL, 'oz', now(), now()) RETURNING id`,
    [w.owner.id, w.owner.pin, w.notary.officeId, w.notary.notaryId, startsAt, new Date(startsAt.getTime() + 30 * 60_000)],
  );
  return rows[0]!.id;
}

export async function createWorld(): Promise<World> {
  const notary = await signedNotary();
  const otherNotary = await signedNotary();
  const owner = await signedCitizen();
  const party = await signedCitizen();
  const other = await signedCitizen();
  const admin = await signedAdmin();
  const act = await createOwnersAct({ owner, party, notary });
  const bookingId = await createBooking({ owner, notary });
  const { rows } = await testDb().query<{ id: number }>(`SELECT id FROM notarial_service ORDER BY id LIMIT 1`);
  return { owner, party, other, notary, otherNotary, admin, act, bookingId, serviceId: String(rows[0]?.id ?? 1) };
}

/** The plausible value of each path parameter of the route in this world (`{id}` means another thing on each resource). */
export function idsFor(route: Route, w: World, act: World['act'] = w.act): FuzzIds {
  const id = route.path.startsWith('/api/admin/users/')
    ? w.other.id
    : route.path.startsWith('/api/equeue/')
      ? w.bookingId
      : route.path.startsWith('/api/notaries/') || route.path.startsWith('/api/admin/notaries/')
        ? w.notary.notaryId
        : w.serviceId;
  return {
    id,
    serviceId: w.serviceId,
    uuid: act.uuid,
    partyId: act.partyId,
    subjectId: act.subjectId,
    paymentId: act.paymentId,
    noteId: act.noteId,
    documentId: act.documentId,
    token: act.token,
    ref: act.paymentRef,
    event: 'save_draft',
    officeId: w.notary.officeId,
    notaryId: w.notary.notaryId,
    actId: act.uuid,
  };
}
