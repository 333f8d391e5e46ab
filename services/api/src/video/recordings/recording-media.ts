import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A tool may take minutes on a long conference; never forever. */
const TOOL_TIMEOUT_MS = 30 * 60_000;

/** The JSON info header of a Janus recording (record.c): medium, codec, created and first-frame times (µs). */
export type MjrInfo = { t: 'a' | 'v' | 'd'; c: string; s: number; u: number };

export type MjrFile = { name: string; path: string; info: MjrInfo };

/** One participant's tracks of one recording: the files Janus wrote for it. */
export type ParticipantTracks = {
  /** The files' common name part: `videoroom-<room>-user-<feed>-<time>` or the publisher's own filename. */
  prefix: string;
  /** The media server's participant (its feed id). */
  participant: string;
  audio: MjrFile | null;
  video: MjrFile | null;
  /** When the first frame was written (the earliest of the tracks). */
  startedAt: Date;
};

const MJR_MAGIC = 'MJR00002';

/**
 * Reads the header of a Janus recording: "MJR00002", a 16-bit big-endian
 * length, then that many bytes of JSON. Null for anything else (an older
 * format, a file Janus is still creating, not a recording).
 */
export async function readMjrInfo(path: string): Promise<MjrInfo | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(10);
    const { bytesRead } = await file.read(head, 0, 10, 0);
    if (bytesRead < 10 || head.toString('latin1', 0, 8) !== MJR_MAGIC) return null;
    const length = head.readUInt16BE(8);
    const json = Buffer.alloc(length);
    const read = await file.read(json, 0, length, 10);
    if (read.bytesRead < length) return null;
    const info = JSON.parse(json.toString('utf8')) as Partial<MjrInfo>;
    if ((info.t !== 'a' && info.t !== 'v' && info.t !== 'd') || typeof info.c !== 'string') return null;
    return { t: info.t, c: info.c.toLowerCase(), s: Number(info.s ?? 0), u: Number(info.u ?? info.s ?? 0) };
  } catch {
    return null;
  } finally {
    await file.close();
  }
}

/** `<prefix>-audio-0.mjr`, `<prefix>-video-1.mjr` (Janus 1.x multistream) or `<prefix>-audio.mjr`. */
const TRACK_NAME = /^(.+)-(audio|video|data)(?:-\d+)?\.mjr$/;
/** The videoroom's own names: `videoroom-<room>-user-<feed>-<time µs>`. */
const VIDEOROOM_PREFIX = /^videoroom-(.+)-user-(.+)-(\d{10,})$/;

/** The recordings' files in a rec folder (none when it does not exist). */
export async function trackNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => TRACK_NAME.test(name));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
}

/** How long the files must keep their sizes to be taken as closed, and the longest wait for that. */
export const TRACKS_SETTLE = { stillMs: 300, maxMs: 10_000 };

/**
 * Waits until the named files keep their sizes for `stillMs` (at most `maxMs`,
 * then they are taken as they are). Janus's `record: false` answers once its
 * recorders stop taking frames, but a recorder's file is closed, and the last
 * of its stdio buffer written, only when its last reference goes (record.c
 * `janus_recorder_free`): read at once, a track could lack its tail, or its
 * header when the buffer held it all.
 */
export async function tracksSettled(dir: string, names: readonly string[], { stillMs, maxMs } = TRACKS_SETTLE): Promise<void> {
  const sizes = async () => (await Promise.all(names.map((name) => stat(join(dir, name)).then((s) => s.size, () => -1)))).join(',');
  const until = Date.now() + maxMs;
  let before = await sizes();
  while (Date.now() < until) {
    await sleep(stillMs);
    const now = await sizes();
    if (now === before) return;
    before = now;
  }
}

/**
 * Tracks of one publisher whose recorders were opened this close together
 * belong to one recording: Janus 1.1 names each track with the time its own
 * recorder opened (`…-<time>-audio-0.mjr`, `…-<time+15 µs>-video-1.mjr`),
 * all of them in the same request (a start, or the publisher's offer while
 * the room records).
 */
const SAME_RECORDING_US = 2_000_000;

/**
 * Groups the named recordings of a rec folder (`trackNames`) by participant
 * and recording: each group is one publisher's audio and video of one
 * recording (a publisher recorded twice in the same room has two groups: the
 * times in the names are apart). The medium and codec come from each file's
 * header, not its name.
 */
export async function groupTracks(dir: string, names: readonly string[]): Promise<ParticipantTracks[]> {
  type Track = { prefix: string; participant: string; key: string; time: number | null; file: MjrFile };
  const tracks: Track[] = [];
  for (const name of names) {
    const match = TRACK_NAME.exec(name);
    if (!match) continue;
    const path = join(dir, name);
    const info = await readMjrInfo(path);
    if (!info || info.t === 'd') continue;
    const prefix = match[1]!;
    const room = VIDEOROOM_PREFIX.exec(prefix);
    const file = { name, path, info };
    if (room) tracks.push({ prefix, participant: room[2]!, key: `${room[1]}\u0000${room[2]}`, time: Number(room[3]), file });
    else tracks.push({ prefix, participant: prefix, key: prefix, time: null, file });
  }
  // By participant, then by the time in the name (the earliest track's prefix names the group).
  tracks.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : (a.time ?? 0) - (b.time ?? 0) || (a.file.name < b.file.name ? -1 : 1)));
  const groups: ParticipantTracks[] = [];
  let current: (ParticipantTracks & { key: string; time: number | null }) | undefined;
  for (const t of tracks) {
    const medium = t.file.info.t === 'a' ? 'audio' : 'video';
    const isSameRecording =
      current !== undefined &&
      current.key === t.key &&
      (t.time === null || current.time === null ? current.prefix === t.prefix : t.time - current.time < SAME_RECORDING_US) &&
      current[medium] === null;
    if (!isSameRecording) {
      current = { key: t.key, time: t.time, prefix: t.prefix, participant: t.participant, audio: null, video: null, startedAt: new Date(t.file.info.u / 1000) };
      groups.push(current);
    }
    current![medium] = t.file;
    if (t.file.info.u / 1000 < current!.startedAt.getTime()) current!.startedAt = new Date(t.file.info.u / 1000);
  }
  return groups.map(({ prefix, participant, audio, video, startedAt }) => ({ prefix, participant, audio, video, startedAt }));
}

/** janus-pp-rec: the RTP frames of a recording into a container, without re-encoding (.webm for VP8, .opus for Opus). */
export async function extractTrack(source: string, target: string): Promise<void> {
  await run('janus-pp-rec', ['-d', '2', '-o', source, target], { timeout: TOOL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
}

/**
 * One browser-playable WebM of a participant's video and audio: the streams
 * are copied (VP8 and Opus are WebM's own codecs), never re-encoded.
 */
export async function muxWebm(video: string | null, audio: string | null, target: string): Promise<void> {
  const inputs = [video, audio].filter((p): p is string => p !== null);
  if (inputs.length === 0) throw new Error('nothing to mux');
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  for (const input of inputs) args.push('-i', input);
  inputs.forEach((_, i) => args.push('-map', `${i}:${video && i === 0 ? 'v' : 'a'}:0`));
  args.push('-c', 'copy', '-f', 'webm', target);
  await run('ffmpeg', args, { timeout: TOOL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
}

export type ProbedMedia = { durationMs: number; codecs: string[] };

/** What ffprobe reads in a media file: its duration and its streams' codecs. */
export async function probeMedia(path: string): Promise<ProbedMedia> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name:format=duration', '-of', 'json', path], { timeout: TOOL_TIMEOUT_MS });
  const probed = JSON.parse(stdout) as { streams?: { codec_name?: string }[]; format?: { duration?: string } };
  const seconds = Number(probed.format?.duration ?? 0);
  return { durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0, codecs: (probed.streams ?? []).map((s) => s.codec_name ?? '') };
}

/** SHA-256 of a file, lower-case hex, streamed. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
