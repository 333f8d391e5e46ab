import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistryVehicle, testDb } from './testing/acts-factories.js';
import { plausible, seededRandom } from './testing/fuzz.js';
import { authHeader, createSession, createUser } from './testing/identity-factories.js';
import { createNotary } from './testing/public-factories.js';
import { openApiRoutes, type Route } from './testing/openapi-routes.js';
import { createBooking, createOwnersAct, createWorld, idsFor, type World } from './testing/route-world.js';
import { useTestApi } from './testing/test-api.js';

/**
 * Issue 12 tests: the access matrix of every route of the OpenAPI document ×
 * anonymous, the owner (the citizen who created the act, booked the queue
 * slot, is the user an administrator edits), another citizen, the act
 * office's notary, another office's notary and an administrator. Each cell
 * is run on fresh data (a new act, booking and sessions), so no cell depends
 * on another; each has its exact status below. A route of the document
 * without a row fails the test, so does a row without a route.
 *
 * The act routes' finer answers (the codes of 418, the party's view) stay in
 * acts/access.test.ts. The registry-data cases of issue 12.2 are rows here:
 * the sale, the creation and the subject routes are called naming the
 * owner's registered car, so a stranger's cell shows the refusal, and a test
 * below checks that no answer to a stranger carries the car's registry facts.
 */
const WHO = ['anonymous', 'owner', 'other', 'notary', 'otherNotary', 'admin'] as const;
type Who = (typeof WHO)[number];

/** anonymous, owner, other citizen, office notary, other office's notary, admin. */
type Row = readonly [number, number, number, number, number, number];

// prettier-ignore
const MATRIX: Record<string, Row> = {
  //                                                                anon owner other notary other-notary admin
  'GET /api/admin/users': [403, 403, 403, 403, 403, 200],
  'GET /api/admin/users/{id}': [403, 403, 403, 403, 403, 200],
  'PATCH /api/admin/users/{id}': [403, 403, 403, 403, 403, 200],
  'GET /api/admin/notaries': [403, 403, 403, 403, 403, 200],
  'PATCH /api/admin/notaries/{id}': [403, 403, 403, 403, 403, 200],
  'GET /api/admin/offices': [403, 403, 403, 403, 403, 200],
  'POST /api/auth': [400, 400, 400, 400, 400, 400],
  'GET /api/calculator/{serviceId}': [404, 404, 404, 404, 404, 404],
  'GET /api/catalogue': [200, 200, 200, 200, 200, 200],
  'GET /api/catalogue/{id}': [404, 404, 404, 404, 404, 404],
  'POST /api/check_before_auth': [400, 400, 400, 400, 400, 400],
  'GET /api/check_token': [403, 200, 200, 200, 200, 200],
  // a party by personal number (issue 13.2): any signed-in user, the name only
  'GET /api/civil_registry/person': [403, 200, 200, 200, 200, 200],
  'GET /api/config/public': [200, 200, 200, 200, 200, 200],
  // issue 16.1: the connection speed test, signed-in only
  'GET /api/video-check/speed': [403, 200, 200, 200, 200, 200],
  'GET /api/dictionary': [403, 403, 403, 403, 403, 200],
  'POST /api/dictionary/refresh': [403, 403, 403, 403, 403, 200],
  'GET /api/docs/openapi.json': [200, 200, 200, 200, 200, 200],
  'GET /api/equeue': [403, 200, 200, 200, 200, 200],
  'POST /api/equeue': [403, 409, 409, 409, 409, 409],
  'PUT /api/equeue/{id}': [403, 409, 404, 404, 404, 404],
  'POST /api/equeue/{id}/cancel': [403, 200, 404, 404, 404, 404],
  // the office's notary checks in, not at this hour (409); others do not see the booking
  'POST /api/equeue/{id}/check-in': [403, 409, 404, 409, 404, 404],
  // issue 14.7: the office's own notaries only
  'GET /api/equeue/office/{officeId}': [403, 403, 403, 200, 403, 403],
  'GET /api/equeue/days': [403, 200, 200, 200, 200, 200],
  'GET /api/equeue/offices': [403, 200, 200, 200, 200, 200],
  'GET /api/equeue/slots': [403, 200, 200, 200, 200, 200],
  'GET /api/health': [200, 200, 200, 200, 200, 200],
  'POST /api/logout': [403, 200, 200, 200, 200, 200],
  'GET /api/notarial_act': [403, 200, 200, 200, 200, 200],
  // naming the owner's car (issue 12.2): author_not_owner for anyone else
  'POST /api/notarial_act': [403, 201, 422, 422, 422, 422],
  // the office notary sees the act; an administrator is no party of it
  'GET /api/notarial_act/{uuid}': [403, 200, 418, 200, 418, 418],
  'PATCH /api/notarial_act/{uuid}': [403, 200, 418, 409, 418, 418],
  'GET /api/notarial_act/{uuid}/audit': [403, 200, 418, 200, 418, 418],
  'GET /api/notarial_act/{uuid}/audit/export': [403, 200, 418, 200, 418, 418],
  'GET /api/notarial_act/{uuid}/audit/verify': [403, 200, 418, 200, 418, 418],
  'POST /api/notarial_act/{uuid}/events/{event}': [403, 201, 418, 403, 418, 418],
  'GET /api/notarial_act/{uuid}/invitation/{token}': [403, 404, 418, 404, 418, 418],
  'POST /api/notarial_act/{uuid}/invitation/{token}/accept': [403, 404, 418, 404, 418, 418],
  'POST /api/notarial_act/{uuid}/invitation/{token}/reject': [403, 404, 418, 404, 418, 418],
  'POST /api/notarial_act/{uuid}/invitation/accept': [403, 403, 418, 403, 418, 418],
  'POST /api/notarial_act/{uuid}/invitation/exit': [403, 403, 418, 403, 418, 418],
  'POST /api/notarial_act/{uuid}/invitation/reject': [403, 403, 418, 403, 418, 418],
  'POST /api/notarial_act/{uuid}/kinship/reload': [403, 201, 418, 201, 418, 418],
  'GET /api/notarial_act/{uuid}/documents': [403, 200, 418, 200, 418, 418],
  // issue 16.4: the conference's recordings; their content only through the list's signed playback URL
  'GET /api/notarial_act/{uuid}/video/recordings': [403, 200, 418, 200, 418, 418],
  'GET /api/notarial_act/{uuid}/video/recordings/{recordingId}/content': [418, 418, 418, 418, 418, 418],
  // a scan attached by a party; the notary reads documents but does not attach them
  'POST /api/notarial_act/{uuid}/documents': [403, 201, 418, 403, 418, 418],
  'GET /api/notarial_act/{uuid}/documents/{documentId}': [403, 200, 418, 200, 418, 418],
  // only whoever uploaded it, in Preparation
  'DELETE /api/notarial_act/{uuid}/documents/{documentId}': [403, 200, 418, 409, 418, 418],
  'GET /api/notarial_act/{uuid}/notes': [403, 200, 418, 200, 418, 418],
  'POST /api/notarial_act/{uuid}/notes': [403, 201, 418, 201, 418, 418],
  'PATCH /api/notarial_act/{uuid}/notes/{noteId}': [403, 200, 418, 403, 418, 418],
  'GET /api/notarial_act/{uuid}/parties': [403, 200, 418, 200, 418, 418],
  'POST /api/notarial_act/{uuid}/parties': [403, 201, 418, 409, 418, 418],
  // issue 13: the applicant looks a person up while preparing; the notary edits only at the check
  'POST /api/notarial_act/{uuid}/parties/lookup': [403, 200, 418, 409, 418, 418],
  'GET /api/notarial_act/{uuid}/civil-records': [403, 200, 418, 409, 418, 418],
  'PATCH /api/notarial_act/{uuid}/parties/{partyId}': [403, 200, 418, 409, 418, 418],
  'DELETE /api/notarial_act/{uuid}/parties/{partyId}': [403, 200, 418, 409, 418, 418],
  'GET /api/notarial_act/{uuid}/parties/{partyId}/qr.svg': [403, 404, 418, 404, 418, 418],
  'POST /api/notarial_act/{uuid}/parties/{partyId}/reinvite': [403, 409, 418, 403, 418, 418],
  // issue 13.5: the world's invited party was written without a link, so the owner learns there is no open invitation
  'POST /api/notarial_act/{uuid}/parties/{partyId}/resend-sms': [403, 404, 418, 403, 418, 418],
  'GET /api/notarial_act/{uuid}/payments': [403, 200, 418, 200, 418, 418],
  'POST /api/notarial_act/{uuid}/payments/{paymentId}/bank-paid': [403, 409, 418, 409, 418, 418],
  'POST /api/notarial_act/{uuid}/payments/{paymentId}/checkout': [403, 409, 418, 409, 418, 418],
  'GET /api/notarial_act/{uuid}/payments/{paymentId}/receipt.pdf': [403, 200, 418, 200, 418, 418],
  'POST /api/notarial_act/{uuid}/payments/invoices': [403, 409, 418, 409, 418, 418],
  'GET /api/notarial_act/{uuid}/print-form.pdf': [403, 200, 418, 200, 418, 418],
  // the registry facts of the owner's act: the office notary too, nobody else
  'GET /api/notarial_act/{uuid}/references': [403, 200, 418, 200, 418, 418],
  'GET /api/notarial_act/{uuid}/refusal-file': [403, 404, 418, 404, 418, 418],
  'GET /api/notarial_act/{uuid}/result': [403, 200, 418, 200, 418, 418],
  'GET /api/notarial_act/{uuid}/subjects': [403, 200, 418, 200, 418, 418],
  // the owner's car on the owner's act; the notary may not edit at step 1
  'POST /api/notarial_act/{uuid}/subjects': [403, 201, 418, 409, 418, 418],
  'PATCH /api/notarial_act/{uuid}/subjects/{subjectId}': [403, 200, 418, 409, 418, 418],
  'DELETE /api/notarial_act/{uuid}/subjects/{subjectId}': [403, 200, 418, 409, 418, 418],
  'GET /api/notarial_act/{uuid}/video': [403, 200, 418, 200, 418, 418],
  // issue 14: the review's registry facts and the parties' presence are the act's notary's only (the act is not at step 8: 409)
  'GET /api/notarial_act/{uuid}/registry-facts': [403, 403, 418, 200, 418, 418],
  'POST /api/notarial_act/{uuid}/presence': [403, 403, 418, 409, 418, 418],
  'GET /api/notarial_act/{uuid}/visit-calendar': [403, 403, 418, 200, 418, 418],
  'PUT /api/notarial_act/{uuid}/video': [403, 403, 418, 409, 418, 418],
  // issue 16.2: the room is the act's notary's (an in-person act: 409); a join token is for its parties and notary
  // only (the act is in person: 409), anyone else 403 whether or not the act exists
  'POST /api/notarial_act/{uuid}/video/room': [403, 403, 418, 409, 418, 418],
  'POST /api/notarial_act/{uuid}/video/token': [403, 409, 403, 409, 403, 403],
  // issue 16.3: the face check in the conference, for the same people as a join token (the world's act is in person: 409)
  'GET /api/notarial_act/{uuid}/video/identity': [403, 409, 403, 409, 403, 403],
  'POST /api/notarial_act/{uuid}/video/identity': [403, 409, 403, 409, 403, 403],
  'POST /api/notarial_act/{uuid}/video/identity/attempt': [403, 409, 403, 409, 403, 403],
  'POST /api/notarial_act/{uuid}/video/identity/request': [403, 409, 403, 409, 403, 403],
  'GET /api/notarial_act/get_notify': [403, 200, 200, 200, 200, 200],
  'POST /api/notarial_act/payments/callback': [403, 403, 403, 403, 403, 403],
  // the owner's car (issue 12.2): author_not_owner for anyone else
  'POST /api/notarial_act/simplified': [403, 201, 422, 422, 422, 422],
  // issue 14.8: each notary their own record (never named in the request)
  'GET /api/notary-profile': [403, 403, 403, 200, 200, 403],
  'PUT /api/notary-profile/schedule': [403, 403, 403, 200, 200, 403],
  // the bell: each user's own notifications; another's (or none) is not found
  'GET /api/notifications': [403, 200, 200, 200, 200, 200],
  'POST /api/notifications/read-all': [403, 200, 200, 200, 200, 200],
  'POST /api/notifications/{id}/read': [403, 404, 404, 404, 404, 404],
  'GET /api/notaries': [200, 200, 200, 200, 200, 200],
  'GET /api/notaries/{id}': [200, 200, 200, 200, 200, 200],
  'GET /api/notaries/{id}/reviews': [200, 200, 200, 200, 200, 200],
  'POST /api/notaries/{id}/reviews': [403, 400, 400, 400, 400, 400],
  'GET /api/notaries/{id}/visits': [403, 200, 200, 200, 200, 200],
  'GET /api/notaries/map': [200, 200, 200, 200, 200, 200],
  'POST /api/offer_accept': [403, 400, 400, 400, 400, 400],
  'GET /api/payment_gateway_sim/{ref}': [404, 404, 404, 404, 404, 404],
  'POST /api/payment_gateway_sim/{ref}/pay': [404, 404, 404, 404, 404, 404],
  'GET /api/profile': [403, 200, 200, 200, 200, 200],
  'GET /api/reference/districts': [200, 200, 200, 200, 200, 200],
  'GET /api/reference/regions': [200, 200, 200, 200, 200, 200],
  // the owner's car: a stranger is answered found: false (nothing of it)
  'GET /api/searches/bans': [403, 200, 200, 200, 200, 200],
  'GET /api/searches/inheritance': [200, 200, 200, 200, 200, 200],
  'GET /api/searches/notarial-act': [200, 200, 200, 200, 200, 200],
  'GET /api/searches/proxy': [200, 200, 200, 200, 200, 200],
  'GET /api/sms_outbox': [403, 403, 403, 403, 403, 200],
  'GET /api/statistics': [200, 200, 200, 200, 200, 200],
};

const WORDS_1000 = "bir ming so'm 00 tiyin";

type Cell = World & { vehicle: { id: string; techPassportSeries: string; techPassportNumber: string; stateNumber: string; bodyNumber: string } };

/** Bodies and queries that make a plausible request where the document's schema alone does not. */
const REQUESTS: Record<string, (c: Cell) => { body?: object; query?: Record<string, string>; file?: { field: string; content: Buffer; name: string } }> = {
  'POST /api/notarial_act/{uuid}/documents': () => ({ file: { field: 'file', content: Buffer.from('%PDF-1.7\n%%EOF\n'), name: 'scan.pdf' } }),
  'POST /api/notarial_act/simplified': (c) => ({
    body: {
      typeId: 1,
      regtype: 1,
      vehicle: { techPassportSeries: c.vehicle.techPassportSeries, techPassportNumber: c.vehicle.techPassportNumber },
      price: 1000,
      priceWords: WORDS_1000,
      counterparty: { pin: c.party.pin, fullname: c.party.fullname },
    },
  }),
  'POST /api/notarial_act': (c) => ({
    body: { typeId: 1, regtype: 1, subjects: [{ kind: 'vehicle', stateNumber: c.vehicle.stateNumber, price: 1000, priceWords: WORDS_1000 }] },
  }),
  'POST /api/notarial_act/{uuid}/subjects': (c) => ({
    body: { kind: 'vehicle', techPassportSeries: c.vehicle.techPassportSeries, techPassportNumber: c.vehicle.techPassportNumber, price: 1000, priceWords: WORDS_1000 },
  }),
  'PATCH /api/notarial_act/{uuid}': () => ({ body: { remark: 'x' } }),
  'POST /api/notarial_act/{uuid}/events/{event}': () => ({ body: {} }),
  'PUT /api/notarial_act/{uuid}/video': () => ({ body: { room: 'r1' } }),
  'POST /api/notarial_act/{uuid}/video/identity': () => ({ body: { jwt: 'e30.e30.c2ln' } }),
  'POST /api/notarial_act/{uuid}/video/identity/request': () => ({ body: { userId: '00000000-0000-4000-8000-000000000000' } }),
  'POST /api/notarial_act/{uuid}/presence': () => ({ body: { present: true } }),
  'POST /api/notarial_act/{uuid}/parties': () => ({ body: { role: 'co_owner', fullname: 'A B', pin: '31234567890123', confirmed: true } }),
  'POST /api/notarial_act/{uuid}/parties/lookup': (c) => ({ body: { pin: c.party.pin } }),
  'PATCH /api/notarial_act/{uuid}/parties/{partyId}': () => ({ body: { kinship: 'child' } }),
  'DELETE /api/notarial_act/{uuid}/parties/{partyId}': () => ({ query: { confirmed: 'true' } }),
  'PATCH /api/notarial_act/{uuid}/subjects/{subjectId}': () => ({ body: { description: 'y' } }),
  'POST /api/notarial_act/{uuid}/notes': () => ({ body: { text: 'n' } }),
  'PATCH /api/notarial_act/{uuid}/notes/{noteId}': () => ({ body: { text: 'n2' } }),
  'POST /api/notarial_act/{uuid}/invitation/exit': () => ({ body: { confirmed: true } }),
  'PATCH /api/admin/users/{id}': () => ({ body: { comments: 'x' } }),
  'PATCH /api/admin/notaries/{id}': () => ({ body: { ministryRating: 4 } }),
  // the schedule the world's notaries already have (the factories' default), so later cells find it unchanged
  'PUT /api/notary-profile/schedule': () => ({ body: { workingDays: [1, 2, 3, 4, 5], timetable: null, absences: [], dutyDates: [] } }),
  'GET /api/equeue/slots': (c) => ({ query: { officeId: c.notary.officeId, date: '2030-01-07' } }),
  'GET /api/equeue/days': (c) => ({ query: { officeId: c.notary.officeId } }),
  'GET /api/searches/bans': (c) => ({
    query: { kind: 'vehicle', vehicleNumber: c.vehicle.stateNumber, techPassportSeries: c.vehicle.techPassportSeries, techPassportNumber: c.vehicle.techPassportNumber },
  }),
  'GET /api/searches/inheritance': () => ({ query: { name: 'Karimov' } }),
  'GET /api/civil_registry/person': (c) => ({ query: { pin: c.party.pin } }),
  'GET /api/searches/notarial-act': (c) => ({ query: { regnum: '1', regdate: '01.12.2026', office: c.notary.officeId } }),
  'GET /api/searches/proxy': () => ({ query: { regnum: '1', regdate: '01.12.2026' } }),
};

describe('access matrix of every route of the OpenAPI document (issue 12)', () => {
  const { http } = useTestApi();
  let world: World;
  const routes = openApiRoutes();
  beforeAll(async () => {
    world = await createWorld();
  });

  /** Fresh data for one cell: the owner's act, booking and car, a user for the admin to edit. */
  async function freshCell(): Promise<Cell> {
    const act = await createOwnersAct(world);
    const bookingId = await createBooking(world);
    const vehicle = await createRegistryVehicle([world.owner.pin], [{ kind: 'ban' }]);
    const { rows } = await testDb().query<{ body_number: string }>('SELECT body_number FROM sim_vehicle WHERE id = $1', [vehicle.id]);
    return { ...world, act, bookingId, vehicle: { ...vehicle, bodyNumber: rows[0]!.body_number } };
  }

  async function call(route: Route, who: Who, cell: Cell): Promise<{ status: number; body: unknown; text: string }> {
    const ids = idsFor(route, cell);
    if (route.path.startsWith('/api/admin/users/')) ids.id = who === 'owner' ? cell.owner.id : (await createUser()).id;
    if (route.path.startsWith('/api/admin/notaries/')) ids.id = (await createNotary()).id;
    const random = seededRandom(route.key.length);
    const extra = REQUESTS[route.key]?.(cell) ?? {};
    const query = new URLSearchParams();
    for (const p of route.parameters.filter((p) => p.in === 'query' && p.required)) query.set(p.name, String(plausible(p.schema, random, p.name, ids)));
    for (const [k, v] of Object.entries(extra.query ?? {})) query.set(k, v);
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? 'x'));
    const url = query.size ? `${path}?${query}` : path;
    let req = http()[route.method](url);
    if (who !== 'anonymous') {
      const user = cell[who === 'owner' ? 'owner' : who === 'other' ? 'other' : who];
      // A session of its own for each cell: signing out ends it.
      req = req.set(authHeader(await createSession(user)));
    }
    const body = extra.body ?? (route.body ? plausible(route.body, random, '', ids) : undefined);
    const res = await (extra.file ? req.attach(extra.file.field, extra.file.content, extra.file.name) : body === undefined ? req : req.send(body as object));
    return { status: res.status, body: res.body, text: res.text ?? '' };
  }

  it('has a row for every route of the document, and a route for every row', () => {
    const keys = routes.map((r) => r.key);
    expect(keys.filter((k) => !MATRIX[k])).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('answers each cell its exact status', { timeout: 600_000 }, async () => {
    const observed: Record<string, number[]> = {};
    const wrong: string[] = [];
    for (const route of routes) {
      const row: number[] = [];
      for (const [i, who] of WHO.entries()) {
        const cell = await freshCell();
        const res = await call(route, who, cell);
        row.push(res.status);
        const expected = MATRIX[route.key]?.[i];
        if (res.status !== expected) wrong.push(`${route.key} as ${who}: ${res.status} (expected ${expected}) ${res.text.slice(0, 160)}`);
        // Whatever the status, nothing of the owner's reaches a stranger: their pin, act, booking or car's registry record.
        if (who === 'anonymous' || who === 'other' || who === 'otherNotary') {
          const secrets = { pin: cell.owner.pin, act: cell.act.uuid, booking: cell.bookingId, vehicle: cell.vehicle.id, bodyNumber: cell.vehicle.bodyNumber };
          for (const [what, secret] of Object.entries(secrets)) {
            if (res.text.includes(secret)) wrong.push(`${route.key} as ${who}: the answer (${res.status}) shows the owner's ${what}`);
          }
        }
      }
      observed[route.key] = row;
    }
    if (process.env.MATRIX_PRINT) {
      console.log(Object.entries(observed).map(([k, r]) => `  '${k}': [${r.join(', ')}],`).join('\n'));
    }
    expect(wrong.join('\n')).toBe('');
  });
});
