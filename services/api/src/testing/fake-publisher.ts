import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters } from 'werift';

/**
 * Test support (issue 16.4): a conference participant without a browser. A
 * WebRTC peer connection in Node (werift) publishes to the media server the
 * way the browser's ConferenceClient does (offer through `video:publish`,
 * answer from Janus), and ffmpeg sends it real media paced in real time: a
 * VP8 test pattern and an Opus tone, as RTP to a local UDP port whose packets
 * become the tracks' packets.
 */
export type FakePublisher = { pc: RTCPeerConnection; offer: () => Promise<string>; answer: (sdp: string) => Promise<void>; send: (seconds: number) => Promise<void>; close: () => Promise<void> };

export function fakePublisher(): FakePublisher {
  const pc = new RTCPeerConnection({
    codecs: {
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
      video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90000, rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'ccm', parameter: 'fir' }] })],
    },
  });
  const video = new MediaStreamTrack({ kind: 'video' });
  const audio = new MediaStreamTrack({ kind: 'audio' });
  pc.addTransceiver(audio, { direction: 'sendonly' });
  pc.addTransceiver(video, { direction: 'sendonly' });
  const children: ReturnType<typeof spawn>[] = [];
  const sockets: dgram.Socket[] = [];

  /** ffmpeg's RTP for `seconds`, written into a track as it arrives. */
  const pipe = async (track: MediaStreamTrack, input: string[], seconds: number): Promise<void> => {
    const socket = dgram.createSocket('udp4');
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const port = socket.address().port;
    socket.on('message', (packet) => {
      const payloadType = packet[1]! & 0x7f;
      // RTCP (packet types 200–204, seen as 72–76 in the payload-type bits) stays out.
      if (packet.length > 12 && (payloadType < 72 || payloadType > 76)) track.writeRtp(packet);
    });
    const args = ['-hide_banner', '-loglevel', 'error', '-re', ...input, '-t', String(seconds), '-f', 'rtp', `rtp://127.0.0.1:${port}?rtcpport=${port}&pkt_size=1200`];
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(ffmpeg);
    let errors = '';
    ffmpeg.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    const code = await new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
    socket.close();
    if (code !== 0) throw new Error(`ffmpeg ${code}: ${errors}`);
  };

  return {
    pc,
    async offer() {
      await pc.setLocalDescription(await pc.createOffer());
      // Non-trickle: the offer carries the host candidates once gathered.
      if (pc.iceGatheringState !== 'complete') await new Promise<void>((resolve) => pc.iceGatheringStateChange.subscribe((s) => s === 'complete' && resolve()));
      return pc.localDescription!.sdp;
    },
    async answer(sdp) {
      await pc.setRemoteDescription({ type: 'answer', sdp });
    },
    async send(seconds) {
      await Promise.all([
        pipe(video, ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-g', '15', '-payload_type', '100'], seconds),
        pipe(audio, ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-c:a', 'libopus', '-ac', '2', '-payload_type', '111'], seconds),
      ]);
    },
    async close() {
      children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
      await pc.close();
    },
  };
}
