import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { findJanus } from '../../../../../tools/janus.mjs';
import { useJanusTestApp } from '../../testing/janus-app.js';
import { createAct, signedCitizen, signedNotary, testDb, type Signed } from '../../testing/acts-factories.js';
import { probeMedia } from '../recordings/recording-media.js';
import { fakePublisher, type FakePublisher } from '../../testing/fake-publisher.js';

const janusFound = findJanus();
const SECONDS = 3;

// Issue 16.4: the notary starts and stops the server-side recording of a live conference, with the real Janus.
describe.skipIf(!janusFound)(`conference recording${janusFound ? '' : ' (skipped: the janus binary or its videoroom/http libraries are not installed)'}`, () => {
  let storageDir = '';
  const publishers: FakePublisher[] = [];
  const world = useJanusTestApp({
    prefix: 'notary-conference-rec',
    config: ({ janus, dataDir }) => {
      storageDir = join(dataDir, 'recordings');
      return { videoRecordings: { retentionDays: 30, dir: storageDir, recDir: janus.recDir } };
    },
    beforeClose: async () => {
      await Promise.all(publishers.map((p) => p.close()));
      // The server's side of the closed sockets (leaving the conference) finishes before the app closes.
      await new Promise((r) => setTimeout(r, 500));
    },
  });
  const { http } = world;
  const videoAct = async () => {
    const author = await signedCitizen();
    const notary = await signedNotary();
    const actId = await createAct(author, { step: 8, regtype: 2, notary });
    expect((await http().post(`/api/notarial_act/${actId}/video/room`).set(notary.auth)).status).toBe(201);
    return { actId, author, notary };
  };
  type Answer = { ok: boolean; code?: string; feedId?: number; jsep?: { type: string; sdp: string } };
  const emit = (socket: Socket, event: string, body: unknown) => socket.emitWithAck(event, body) as Promise<Answer>;
  /** A socket in the act's conference, and every `video:recording` state it hears. */
  const member = async (actId: string, who: Signed) => {
    const heard: string[] = [];
    const socket = await world.connect(who, (s) => s.on('video:recording', (p: { actId: string; state: string }) => p.actId === actId && heard.push(p.state)));
    const token = (await http().post(`/api/notarial_act/${actId}/video/token`).set(who.auth)).body.token as string;
    const joined = await emit(socket, 'video:join', { actId, token });
    expect(joined).toMatchObject({ ok: true, feedId: expect.any(Number) });
    return { socket, heard, feedId: joined.feedId! };
  };
  /** Publishes real media from Node (werift) through the conference's signalling; resolves once the connection is up. */
  const publish = async (actId: string, socket: Socket) => {
    const publisher = fakePublisher();
    publishers.push(publisher);
    const answer = await emit(socket, 'video:publish', { actId, jsep: { type: 'offer', sdp: await publisher.offer() } });
    expect(answer.ok).toBe(true);
    const connected = new Promise<void>((resolve) => publisher.pc.connectionStateChange.subscribe((s) => s === 'connected' && resolve()));
    await publisher.answer(answer.jsep!.sdp);
    socket.emit('video:trickle', { actId, candidate: null });
    await connected;
    return publisher;
  };
  const mjrFiles = (actId: string) => {
    const dir = join(world.janus.recDir, actId);
    return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.mjr')) : [];
  };

  it("records each participant on the server from the notary's start to stop, and stores one attributed WebM each", async () => {
    const { actId, author, notary } = await videoAct();
    const n = await member(actId, notary);
    const p = await member(actId, author);
    const [notaryMedia, partyMedia] = await Promise.all([publish(actId, n.socket), publish(actId, p.socket)]);

    // A party may not start it: a coded refusal, nothing recorded.
    expect(await emit(p.socket, 'video:recording', { actId, state: 'started' })).toEqual({ ok: false, code: 'video_recording_notary_only' });
    expect(await emit(n.socket, 'video:recording', { actId, state: 'on' })).toEqual({ ok: false, code: 'bad_request' });
    expect(mjrFiles(actId)).toEqual([]);

    expect(await emit(n.socket, 'video:recording', { actId, state: 'started' })).toEqual({ ok: true });
    await expect.poll(() => p.heard).toEqual(['started']);
    await Promise.all([notaryMedia.send(SECONDS), partyMedia.send(SECONDS)]);
    // Janus writes on the server while the conference goes on: an audio and a video track per publisher, growing.
    const files = mjrFiles(actId);
    expect(files.filter((f) => f.includes(`-user-${n.feedId}-`))).toHaveLength(2);
    expect(files.filter((f) => f.includes(`-user-${p.feedId}-`))).toHaveLength(2);
    expect(files.every((f) => statSync(join(world.janus.recDir, actId, f)).size > 10_000)).toBe(true);

    expect(await emit(p.socket, 'video:recording', { actId, state: 'stopped' })).toEqual({ ok: false, code: 'video_recording_notary_only' });
    expect(await emit(n.socket, 'video:recording', { actId, state: 'stopped' })).toEqual({ ok: true });
    // Everyone hears it stopped, then the video being saved, then saved.
    await expect.poll(() => p.heard, { timeout: 60_000, interval: 250 }).toEqual(['started', 'stopped', 'saving', 'saved']);
    expect(n.heard).toEqual(['started', 'stopped', 'saving', 'saved']);

    const { rows } = await testDb().query<{ user_id: string; storage_key: string; duration_ms: number; sha256: string }>('SELECT user_id, storage_key, duration_ms, sha256 FROM video_recording WHERE act_id = $1', [actId]);
    expect(rows.map((r) => r.user_id).sort()).toEqual([notary.id, author.id].sort());
    for (const row of rows) {
      const probed = await probeMedia(join(storageDir, row.storage_key));
      expect(probed.codecs.sort()).toEqual(['opus', 'vp8']);
      expect(probed.durationMs).toBeGreaterThan((SECONDS - 1) * 1000);
    }
    // The raw tracks are the stored files now.
    expect(mjrFiles(actId)).toEqual([]);
    const audit = await testDb().query<{ action: string; actor_role: string }>(`SELECT action, actor_role FROM act_audit WHERE act_id = $1 AND action LIKE 'video.recording%' ORDER BY seq`, [actId]);
    expect(audit.rows.map((r) => `${r.action}:${r.actor_role}`)).toEqual(['video.recording_start:notary', 'video.recording_stop:notary', 'video.recording.saved:system:video-recording', 'video.recording.saved:system:video-recording']);
    // The act card lists them.
    const listed = await http().get(`/api/notarial_act/${actId}/video/recordings`).set(author.auth);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
  }, 90_000);

  it('tells a newcomer the conference is being recorded, and stops the recording when the notary leaves', async () => {
    const { actId, author, notary } = await videoAct();
    const n = await member(actId, notary);
    expect(await emit(n.socket, 'video:recording', { actId, state: 'started' })).toEqual({ ok: true });
    // Started again: still one recording.
    expect(await emit(n.socket, 'video:recording', { actId, state: 'started' })).toEqual({ ok: true });
    const p = await member(actId, author);
    await expect.poll(() => p.heard).toEqual(['started']);
    // Outside the conference nobody records anything.
    const stranger = await world.connect(author);
    expect(await emit(stranger, 'video:recording', { actId, state: 'stopped' })).toEqual({ ok: false, code: 'video_room_not_open' });

    // The notary's tab closes: the recording stops (what Janus wrote stays for the processor).
    n.socket.close();
    await expect.poll(() => p.heard, { timeout: 10_000 }).toContain('stopped');
    const act = await testDb().query<{ video: Record<string, unknown> }>('SELECT video FROM notarial_act WHERE id = $1', [actId]);
    expect(act.rows[0]!.video.recording).toBeUndefined();
    const audit = await testDb().query<{ data: { by?: string } }>(`SELECT data FROM act_audit WHERE act_id = $1 AND action = 'video.recording_stop'`, [actId]);
    expect(audit.rows.map((r) => r.data.by)).toEqual(['notary_left']);
    // The card's video tab shows none of the conference's bookkeeping.
    const tab = await http().get(`/api/notarial_act/${actId}/video`).set(author.auth);
    expect(tab.body.feeds).toBeUndefined();
    expect(tab.body.recording).toBeUndefined();
  }, 30_000);
});
