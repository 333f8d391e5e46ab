import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJanus, startJanus, type RunningJanus } from '../../../../../tools/janus.mjs';
import { JanusClient, JanusError, pluginData, type JanusMessage } from './janus-client.js';

const janusFound = findJanus();

// Issue 16.2: the API's client of the media server, against the real Janus binary (Debian `janus`).
describe.skipIf(!janusFound)(`JanusClient against Janus${janusFound ? '' : ' (skipped: the janus binary or its videoroom/http libraries are not installed)'}`, () => {
  let janus: RunningJanus;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'notary-janus-'));
    const started = await startJanus({ dataDir });
    if (!started) throw new Error('janus is installed but did not start');
    janus = started;
  });
  afterAll(async () => {
    await janus?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers info with the videoroom plugin only', async () => {
    const info = await new JanusClient(janus.url).info();
    expect(Object.keys(info.plugins ?? {})).toEqual(['janus.plugin.videoroom']);
  });

  it('creates a session, attaches the videoroom, runs synchronous and asynchronous requests by transaction and reads events', async () => {
    const client = new JanusClient(janus.url);
    const admin = await client.createSession();
    const adminHandle = await admin.attach();
    const created = pluginData(await adminHandle.message({ request: 'create', description: 'test', publishers: 4, rec_dir: janus.recDir }));
    expect(created.videoroom).toBe('created');
    const room = created.room as number;
    expect(pluginData(await adminHandle.message({ request: 'exists', room })).exists).toBe(true);

    // Two publishers in two sessions, as two sockets of the conference.
    const a = await client.createSession();
    const b = await client.createSession();
    const aHandle = await a.attach();
    const bHandle = await b.attach();
    const aJoined = pluginData(await aHandle.message({ request: 'join', ptype: 'publisher', room, display: 'A' }));
    expect(aJoined.videoroom).toBe('joined');
    expect(aJoined.publishers).toEqual([]);
    const bJoined = pluginData(await bHandle.message({ request: 'join', ptype: 'publisher', room, display: 'B' }));
    expect(typeof bJoined.id).toBe('number');
    const participants = pluginData(await adminHandle.message({ request: 'listparticipants', room })).participants as { display: string }[];
    expect(participants.map((p) => p.display).sort()).toEqual(['A', 'B']);

    // A plugin error is a JanusError (427: the room exists).
    await expect(adminHandle.message({ request: 'create', room })).rejects.toBeInstanceOf(JanusError);

    // Destroying B's session takes B out of the room.
    await b.destroy();
    expect(b.closed).toBe(true);
    // Janus takes the destroyed session's handles out of the room on its own thread, a moment after answering.
    await expect
      .poll(async () => (pluginData(await adminHandle.message({ request: 'listparticipants', room })).participants as { display: string }[]).map((p) => p.display), { timeout: 5000 })
      .toEqual(['A']);

    // Destroying the room is an event on A's handle, read by the long poll.
    const destroyedEvent = new Promise<JanusMessage>((resolve) => aHandle.on((m) => pluginData(m).videoroom === 'destroyed' && resolve(m)));
    await adminHandle.message({ request: 'destroy', room });
    expect(pluginData(await destroyedEvent).room).toBe(room);

    await aHandle.detach();
    expect(aHandle.detached).toBe(true);
    await a.destroy();
    await admin.destroy();
  });

  it('answers 503 video_server_unavailable when Janus does not answer', async () => {
    await expect(new JanusClient('http://127.0.0.1:9/janus').createSession()).rejects.toMatchObject({ code: 'video_server_unavailable', status: 503 });
  });
});
