// A video act ready for its conference (issue 16), set up in the database: no
// screen makes one directly (the console-acts e2e walks the steps). Shared by the
// video e2e (e2e/src/video.e2e.test.ts) and the media server's benchmark
// (bench/video-rooms.mjs). Needs the demo data (SEED_DEMO=1): the act is a copy
// of one of the notary's registered acts with two natural parties.

let plates = 0;

/**
 * A copy of one of the notary's registered acts, now a video act at step 8 (payment made, its time
 * come: the notary registers at or after it) with the two parties `partyPins` (users already in the
 * database; the first is its author), both having accepted, both by video; its fee paid and confirmed;
 * and, the copy having no subject, its vehicle: a car of its author in the simulated vehicle registry,
 * free of bans and fines. `db.query(text, params)` answers `{ rows }` (a pg client or pool).
 * @param {{ query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }> }} db
 * @param {{ notaryPin: string, partyPins: [string, string] }} people
 * @returns {Promise<{ actId: string, vehicleId: string }>}
 */
export async function createVideoAct(db, { notaryPin, partyPins }) {
  const users = (await db.query(`SELECT id, pin, notary_id AS "notaryId" FROM users WHERE pin = ANY($1)`, [[notaryPin, ...partyPins]])).rows;
  const byPin = (pin) => {
    const user = users.find((u) => u.pin === pin);
    if (!user) throw new Error(`no user with the personal number ${pin}`);
    return user;
  };
  const notary = byPin(notaryPin);
  const columns = (
    await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'notarial_act' AND is_generated = 'NEVER' AND column_name <> ALL($1) ORDER BY ordinal_position`, [
      ['id', 'status', 'step', 'regtype', 'created_by', 'author_pin', 'regnum', 'regdate', 'reg_year', 'registered_at', 'visit_at', 'video', 'audit_seq', 'audit_hash'],
    ])
  ).rows.map((r) => `"${r.column_name}"`);
  const list = columns.join(', ');
  const source = (
    await db.query(
      `SELECT a.id FROM notarial_act a WHERE a.notary_id = $1 AND a.status = 'registered'
         AND (SELECT count(*) FROM act_party p WHERE p.act_id = a.id AND p.party_class = 'natural') >= 2 LIMIT 1`,
      [notary.notaryId],
    )
  ).rows[0];
  if (!source) throw new Error(`the notary ${notaryPin} has no registered act with two natural parties to copy`);
  const actId = (
    await db.query(
      `INSERT INTO notarial_act (id, status, step, regtype, created_by, author_pin, visit_at, video, audit_seq, ${list})
       SELECT gen_random_uuid(), 'active', 8, 2, $2, $3, now() - interval '1 minute', '{}', 0, ${list} FROM notarial_act WHERE id = $1
       RETURNING id`,
      [source.id, byPin(partyPins[0]).id, partyPins[0]],
    )
  ).rows[0].id;
  await db.query(
    `INSERT INTO act_payment (act_id, number, kind, amount, state, method, created_by, paid_at, confirmed_at, confirmed_by)
     VALUES ($1::uuid, 'E2E-' || $1::text, 'notary_fee', 100000, 'confirmed', 'bank', $2, now(), now(), $2)`,
    [actId, notary.id],
  );
  // The two parties in the source's roles.
  await db.query(
    `WITH src AS (SELECT role, row_number() OVER (ORDER BY is_author DESC, id) AS n FROM act_party WHERE act_id = $2 AND party_class = 'natural')
     INSERT INTO act_party (act_id, role, is_author, party_class, pin, fullname, status, participation_mode, regtype)
     SELECT $1, src.role, src.n = 1, 'natural', u.pin, u.fullname, 'accepted', 'video', 2
       FROM src JOIN users u ON u.pin = ($3::text[])[src.n] WHERE src.n <= 2`,
    [actId, source.id, partyPins],
  );
  // The act is a vehicle power of attorney (type 101: "vehicle-specific", acts-domain 5).
  const plate = `99E${String((Date.now() + plates++) % 100000).padStart(5, '0')}`;
  const vehicleId = (
    await db.query(
      `INSERT INTO sim_vehicle (state_number, tech_passport_series, tech_passport_number, body_number, make, owner_pins)
       VALUES ($1, 'AAE', $2, $3, 'Chevrolet Cobalt', $4) RETURNING id`,
      [plate, plate.slice(-5).padStart(7, '0'), `XWBE2E${plate}`, [partyPins[0]]],
    )
  ).rows[0].id;
  await db.query(
    `INSERT INTO act_subject (act_id, kind, state_number, tech_passport_series, tech_passport_number, body_number)
     SELECT $1, 'vehicle', state_number, tech_passport_series, tech_passport_number, body_number FROM sim_vehicle WHERE id = $2`,
    [actId, vehicleId],
  );
  return { actId, vehicleId };
}

/** Deletes what `createVideoAct` made (either id may be empty: nothing to delete). */
export async function deleteVideoAct(db, { actId, vehicleId }) {
  if (actId) await db.query('DELETE FROM notarial_act WHERE id = $1', [actId]);
  if (vehicleId) await db.query('DELETE FROM sim_vehicle WHERE id = $1', [vehicleId]);
}
