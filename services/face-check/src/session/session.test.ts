/**
 * The embedding off the frame's path (issue 17.5), in one session with
 * stand-in models: the frame that wants an embedding is answered at once, its
 * face's embedding runs as a task of its own, and the session analyses no
 * other frame of its own meanwhile (one task in the pool per session); the
 * decisions wait for it.
 */
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@notary/face-check/protocol';
import type { AnalyseOptions, EmbeddingResult, FaceCrop, FrameAnalysis } from '../analysis/types.js';
import { embedding, measurement, type Pose } from '../testing/synthetic-face.js';
import { FaceCheckSession, type SessionDeps } from './session.js';

type Shot = Pose & { person?: number };
type Call = { kind: 'analyse'; options: AnalyseOptions; shot: Shot } | { kind: 'embed'; person: number };

/** A session over stand-in models; a frame's bytes are its shot as JSON, a crop's one number the person. */
function harness(options: { embed?: (person: number) => Promise<EmbeddingResult>; maxAttempts?: number } = {}) {
  const calls: Call[] = [];
  const messages: ServerMessage[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  let clock = 0;
  const deps: SessionDeps = {
    analyse: (jpeg, o) =>
      track(async (): Promise<FrameAnalysis> => {
        const shot = JSON.parse(Buffer.from(jpeg).toString()) as Shot;
        calls.push({ kind: 'analyse', options: o, shot });
        await new Promise<void>((resolve) => setImmediate(resolve));
        const frame: FrameAnalysis = { width: 640, height: 480, brightness: 120, faces: [measurement({ ...shot, withEmbedding: o.embedding })], ms: 1 };
        if (o.crop) frame.faceCrop = { data: Float32Array.of(shot.person ?? 1), shape: [1, 1, 1, 1] };
        return frame;
      }),
    embed: (crop: FaceCrop) =>
      track(async () => {
        const person = crop.data[0] ?? 1;
        calls.push({ kind: 'embed', person });
        if (options.embed) return options.embed(person);
        await new Promise<void>((resolve) => setTimeout(resolve, 5));
        return { embedding: embedding(person), ms: 5 };
      }),
    cropBestShot: async () => '/9j/AAAA',
    sign: async () => 'token',
    plan: () => ['eyes'],
    now: () => clock,
    limits: { maxAttempts: options.maxAttempts ?? 1 },
    detectorEvery: 3,
    sessionTimeoutMs: 600_000,
    frameWindowMs: 3000,
    maxFramesPerWindow: 20,
    resumeGraceMs: 1000,
  };
  const session = new FaceCheckSession('s-test-0123456789abcdef', { pin: '12345678901234', passserial: 'AA', passnum: '1234567' }, 'oz', deps);
  let answered: () => void = () => {};
  session.attach({
    send: (m) => {
      messages.push(m);
      answered();
    },
    close: () => answered(),
  });
  /** Sends the shots one by one, each once the previous one is answered, 300 ms apart on the session's clock. */
  const play = async (shots: Shot[]) => {
    for (const [i, shot] of shots.entries()) {
      if (session.isOver) break;
      clock = i * 300;
      const done = new Promise<void>((resolve) => (answered = resolve));
      session.submitFrame(i + 1, Buffer.from(JSON.stringify(shot)));
      await done;
    }
    // Let a last embedding land.
    for (let i = 0; i < 20 && inFlight > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { session, calls, messages, play, maxInFlight: () => maxInFlight };
}

const start: Shot[] = [{}, {}, {}];

describe('a session with the embedding as its own task', () => {
  it('answers the frames at once, embeds only where a decision needs it, and passes', async () => {
    const h = harness();
    await h.play([...start, { eyes: 0.1 }, { eyes: 0.1 }, {}, {}, {}]);
    expect(h.messages.at(-1)).toEqual({ type: 'SUCCESS', jwt: 'token' });
    // No frame is analysed with the embedding inside it; the crops of the baseline, the frame
    // after the closed eyes and the finishing frame are embedded, each after its frame.
    expect(h.calls.filter((c) => c.kind === 'analyse').every((c) => c.kind === 'analyse' && !c.options.embedding)).toBe(true);
    expect(h.calls.map((c) => (c.kind === 'embed' ? 'E' : c.options.crop ? 'c' : 'a')).join('')).toBe('aacEacEacE');
    // The baseline frame's STATS already gave the challenge.
    expect(h.messages[2]).toMatchObject({ type: 'STATS', seq: 3, details: { phase: 'challenge', challenge: { step: 'close_eyes' } } });
    expect(h.maxInFlight()).toBe(1);
  });

  it('catches another person after a step when the embedding arrives, and tells the next STATS', async () => {
    const impostor = harness({ maxAttempts: 2 });
    await impostor.play([...start, { person: 2, eyes: 0.1 }, { person: 2, eyes: 0.1 }, { person: 2 }, { person: 2 }]);
    const stats = impostor.messages.filter((m) => m.type === 'STATS');
    // Frame 5 (the identity check) was shown "open the eyes"; its embedding said another person:
    // the next STATS leads with 37 and starts over.
    expect(stats[4]).toMatchObject({ seq: 5, details: { phase: 'challenge' } });
    expect(stats[5]).toMatchObject({ seq: 6, isOk: false, details: { phase: 'positioning' } });
    expect((stats[5] as { errors: number[] }).errors[0]).toBe(37);

    const once = harness();
    await once.play([...start, { person: 2, eyes: 0.1 }, { person: 2, eyes: 0.1 }, { person: 2 }]);
    expect(once.messages.at(-1)).toMatchObject({ type: 'ERROR', code: 'liveness_failed' });
  });

  it('a failed embedding counts as a frame without one: the next frame asks again; five in a row end the session', async () => {
    let failing = 1;
    const h = harness({
      embed: async (person) => {
        if (failing-- > 0) throw new Error('analysis failed: worker crashed');
        return { embedding: embedding(person), ms: 1 };
      },
    });
    await h.play([...start, {}, { eyes: 0.1 }, {}, {}, {}]);
    // The baseline's embedding failed: positioning goes on and the 4th frame becomes the baseline.
    expect(h.messages[2]).toMatchObject({ type: 'STATS', details: { phase: 'challenge' } });
    expect(h.messages[3]).toMatchObject({ type: 'STATS', seq: 4, details: { phase: 'challenge' } });
    expect(h.calls.filter((c) => c.kind === 'embed')).toHaveLength(4);
    expect(h.messages.at(-1)).toEqual({ type: 'SUCCESS', jwt: 'token' });

    const broken = harness({
      embed: async () => {
        throw new Error('analysis failed: no answer in 15000 ms');
      },
    });
    await broken.play(Array.from({ length: 12 }, () => ({})));
    expect(broken.messages.at(-1)).toMatchObject({ type: 'ERROR', code: 'internal' });
  });
});
