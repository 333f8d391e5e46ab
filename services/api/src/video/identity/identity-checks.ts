import type { VideoIdentityFailure, VideoIdentityParty } from '@notary/domain/contracts';
import { conferenceIdentityPins } from '@notary/domain/rules';
import type { EntityManager } from 'typeorm';
import type { NotarialAct } from '../../acts/act.entity.js';
import type { ActParty } from '../../parties/party.entity.js';
import { confirmingFacts } from '../../parties/party-rows.js';

/** A person whose identity the notary confirms in the conference, with their state there (issue 16.3). */
export type IdentityEntry = VideoIdentityParty & { pin: string };

export type IdentityOutcome = { outcome: 'confirmed' } | { outcome: 'failed'; failure: VideoIdentityFailure } | { outcome: 'requested' };

/** The act's people whose identity is confirmed in the conference (domain `conferenceIdentityPins`). */
export function identityPins(act: Pick<NotarialAct, 'authorPin' | 'regtype'>, parties: readonly ActParty[]): string[] {
  return conferenceIdentityPins(
    act,
    parties.map((party) => ({ ...confirmingFacts(party), status: party.status, participationMode: party.participationMode, regtype: party.regtype })),
  );
}

/**
 * Each person's state in the act's conference `room` (the media server's
 * room it was taken in): their latest row of `video_identity_check` there.
 * Without a room nobody is confirmed. Read in the caller's transaction.
 */
export async function identityEntries(em: EntityManager, act: Pick<NotarialAct, 'id' | 'authorPin' | 'regtype'>, parties: readonly ActParty[], room: number | undefined): Promise<IdentityEntry[]> {
  const pins = identityPins(act, parties);
  const latest = new Map<string, { outcome: string; failure: VideoIdentityFailure | null; at: Date }>();
  if (room !== undefined) {
    const rows = (await em.query(
      `SELECT DISTINCT ON (pin) pin, outcome, failure, created_at AS at
         FROM video_identity_check WHERE act_id = $1 AND janus_room = $2 AND pin = ANY($3::text[])
        ORDER BY pin, created_at DESC`,
      [act.id, room, pins],
    )) as { pin: string; outcome: string; failure: VideoIdentityFailure | null; at: Date }[];
    for (const row of rows) latest.set(row.pin, row);
  }
  const users = (await em.query(`SELECT id, pin, fullname FROM users WHERE pin = ANY($1::text[]) AND isdeleted = 0`, [pins])) as { id: string; pin: string; fullname: string | null }[];
  return pins.map((pin) => {
    const row = latest.get(pin);
    const party = parties.find((p) => p.pin === pin && p.isAuthor) ?? parties.find((p) => p.pin === pin || (p.partyClass === 'legal' && p.manager?.pin === pin));
    const user = users.find((u) => u.pin === pin);
    const isManager = party !== undefined && party.pin !== pin;
    const status = row?.outcome === 'confirmed' ? 'confirmed' : row?.outcome === 'failed' ? 'failed' : 'pending';
    return {
      pin,
      userId: user?.id ?? null,
      name: (isManager ? (user?.fullname ?? party.fullname) : (party?.fullname ?? user?.fullname)) ?? '',
      isAuthor: pin === act.authorPin,
      status,
      failure: row?.outcome === 'failed' ? row.failure : null,
      isRequested: row?.outcome === 'requested',
      checkedAt: row && row.outcome !== 'requested' ? new Date(row.at).toISOString() : null,
    };
  });
}

/** Appends one event of a person's check in the conference (never updated: the trail is the table). */
export async function recordIdentityCheck(
  em: EntityManager,
  row: { actId: string; room: number; pin: string; userId: string | null; result: IdentityOutcome; similarity: number | null; jti: string | null; actorId: string },
): Promise<Date> {
  const [inserted] = (await em.query(
    `INSERT INTO video_identity_check (act_id, janus_room, pin, user_id, outcome, failure, similarity, jti, actor_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING created_at`,
    [row.actId, row.room, row.pin, row.userId, row.result.outcome, row.result.outcome === 'failed' ? row.result.failure : null, row.similarity, row.jti, row.actorId],
  )) as { created_at: Date }[];
  return new Date(inserted!.created_at);
}
