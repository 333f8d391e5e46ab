import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Test support (issue 16.4): real Janus recordings made without a browser.
 * ffmpeg encodes a test pattern (VP8) and a tone (Opus) and sends them as RTP
 * to a local UDP port, paced in real time; each packet received is written
 * the way Janus's recorder (src/record.c) writes it: "MJR00002", a 16-bit
 * big-endian length and the JSON info header ({"t","c","s","u"}), then per
 * packet "MEET", a 32-bit big-endian time in ms since the first packet, a
 * 16-bit big-endian length and the RTP packet as received.
 */
type Received = { atMicros: number; packet: Buffer };

export function mjrBytes(kind: 'a' | 'v', codec: string, createdMicros: number, packets: readonly Received[]): Buffer {
  const first = packets[0]?.atMicros ?? createdMicros;
  const info = Buffer.from(JSON.stringify({ t: kind, c: codec, s: createdMicros, u: first }), 'utf8');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(info.length);
  const parts: Buffer[] = [Buffer.from('MJR00002', 'latin1'), length, info];
  for (const { atMicros, packet } of packets) {
    const frame = Buffer.alloc(10);
    frame.write('MEET', 0, 'latin1');
    frame.writeUInt32BE(Math.max(0, Math.round((atMicros - first) / 1000)), 4);
    frame.writeUInt16BE(packet.length, 8);
    parts.push(frame, packet);
  }
  return Buffer.concat(parts);
}

/** Runs ffmpeg with an RTP output to a port of ours and keeps every RTP (not RTCP) packet it sends. */
async function captureRtp(ffmpegInput: string[], seconds: number): Promise<{ createdMicros: number; packets: Received[] }> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const port = socket.address().port;
  const packets: Received[] = [];
  socket.on('message', (packet) => {
    const payloadType = packet[1]! & 0x7f;
    // Version 2; RTCP's packet types 200–204 show as 72–76 in the RTP payload-type bits.
    if (packet.length > 12 && packet[0]! >> 6 === 2 && (payloadType < 72 || payloadType > 76)) packets.push({ atMicros: Date.now() * 1000, packet: Buffer.from(packet) });
  });
  const createdMicros = Date.now() * 1000;
  const args = ['-hide_banner', '-loglevel', 'error', '-re', ...ffmpegInput, '-t', String(seconds), '-f', 'rtp', `rtp://127.0.0.1:${port}?rtcpport=${port}&pkt_size=1200`];
  const ffmpeg = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  ffmpeg.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const code = await new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
  await new Promise((resolve) => setTimeout(resolve, 150));
  socket.close();
  if (code !== 0) throw new Error(`ffmpeg ${code}: ${errors}`);
  return { createdMicros, packets };
}

export type MjrPair = { audio: Buffer; video: Buffer };

/** One participant's audio (Opus tone) and video (VP8 test pattern) recordings, `seconds` long. */
export async function makeMjrPair(seconds: number, frequency = 440): Promise<MjrPair> {
  const [video, audio] = await Promise.all([
    captureRtp(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-g', '30', '-payload_type', '100'], seconds),
    captureRtp(['-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=48000`, '-c:a', 'libopus', '-ac', '2', '-payload_type', '111'], seconds),
  ]);
  return { video: mjrBytes('v', 'vp8', video.createdMicros, video.packets), audio: mjrBytes('a', 'opus', audio.createdMicros, audio.packets) };
}

/** Writes a pair under the videoroom's own names: `videoroom-<room>-user-<feed>-<time>-audio-0.mjr`, `…-video-1.mjr`. */
export async function writeVideoroomPair(dir: string, room: string, feed: string, pair: MjrPair, timeMicros = Date.now() * 1000): Promise<string> {
  await mkdir(dir, { recursive: true });
  const prefix = `videoroom-${room}-user-${feed}-${timeMicros}`;
  await writeFile(join(dir, `${prefix}-audio-0.mjr`), pair.audio);
  await writeFile(join(dir, `${prefix}-video-1.mjr`), pair.video);
  return prefix;
}
