/**
 * One face-check session: the frames of one person, their liveness tracker,
 * the limits of spec/shell.md 9 (123 s) and of the service (frame flood),
 * and the end: SUCCESS with a signed token, or an ERROR. A session outlives a
 * dropped socket for a grace period so the client's reconnect resumes it.
 */
import type { FaceCheckAuth, FaceCheckErrorCode, FaceCheckLocale, ServerMessage, StatsMessage } from '@notary/face-check/protocol';
import { CLOSE_NORMAL, CLOSE_SESSION_ENDED } from '@notary/face-check/protocol';
import type { AnalyseOptions, EmbeddingResult, FaceCrop, FaceTrack, FrameAnalysis, Rect } from '../analysis/types.js';
import type { FaceCheckClaims } from '../token/sign.js';
import { LivenessTracker, type ChallengeKind, type LivenessLimits, type TrackerStep } from '../liveness/tracker.js';

export type SessionDeps = {
  analyse(jpeg: Uint8Array, options: AnalyseOptions): Promise<FrameAnalysis>;
  /** The embedding of a frame's face crop (`analyse` with `crop`), as its own pool task. */
  embed(crop: FaceCrop): Promise<EmbeddingResult>;
  cropBestShot(jpeg: Uint8Array, face: Rect): Promise<string>;
  sign(claims: FaceCheckClaims): Promise<string>;
  /** A new challenge order for each attempt (random in production). */
  plan(): ChallengeKind[];
  now(): number;
  limits?: Partial<LivenessLimits>;
  /** The face detector runs on every this many frames at least (1: every frame); see `DETECTOR_EVERY`. */
  detectorEvery?: number;
  sessionTimeoutMs: number;
  frameWindowMs: number;
  maxFramesPerWindow: number;
  resumeGraceMs: number;
  log?(event: string, fields: Record<string, unknown>): void;
};

/** Where a session's messages go: the socket it is attached to. */
export type SessionOutput = {
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
};

/**
 * Issue 17.5: the detector (BlazeFace, ≈ 28 ms over a tracked frame's ≈ 24) runs
 * on every third frame, on the frames that may take the baseline or give the
 * decision (positioning and finishing frames with the embedding) and whenever
 * the previous frame did not have exactly one face; in between, the mesh
 * follows the previous frame's face (the identity checks after a step too). A
 * face that moves away is lost by the mesh and the detector runs on that same
 * frame (analyser.ts); a second face entering is seen within two frames (600 ms).
 * Every fourth frame was tried (6.6 sessions per core): the mesh following a
 * photo moved by 40–90 px between frames gave boxes that "jumped", so attacks
 * failed differently; a person moving fast would too.
 */
export const DETECTOR_EVERY = 3;

/** Consecutive analysis failures (crashed workers), or embedding failures, before the session gives up. */
const MAX_ANALYSIS_FAILURES = 5;

const round = (r: Rect): Rect => ({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) });

export class FaceCheckSession {
  readonly id: string;
  readonly auth: FaceCheckAuth;
  readonly locale: FaceCheckLocale;
  readonly createdAt: number;
  /** Called once when the session is over (the server forgets it). */
  onEnd: (() => void) | null = null;

  private readonly deps: SessionDeps;
  private readonly tracker: LivenessTracker;
  private output: SessionOutput | null = null;
  private busy = false;
  private pending: { seq: number; jpeg: Uint8Array } | null = null;
  private frameTimes: number[] = [];
  private frameId = 0;
  private baselineJpeg: { id: number; jpeg: Uint8Array } | null = null;
  private analysisFailures = 0;
  private embeddingFailures = 0;
  /** The previous frame's face for the mesh to follow, and the frames since the detector last ran. */
  private faceTrack: FaceTrack | null = null;
  private framesSinceDetector = 0;
  private analysisMs = 0;
  private analysed = 0;
  private embedded = 0;
  /** An attempt that failed on a frame whose STATS had already gone: its codes lead the next STATS. */
  private lateFailure: number[] | null = null;
  /** No more frames are analysed. */
  private ended = false;
  /** Logged and forgotten by the server. */
  private finished = false;
  /** A final message waiting for a reconnect (the socket dropped at the very end). */
  private final: { message: ServerMessage; code: number; outcome: string } | null = null;
  private readonly timeout: ReturnType<typeof setTimeout>;
  private grace: ReturnType<typeof setTimeout> | null = null;

  constructor(id: string, auth: FaceCheckAuth, locale: FaceCheckLocale, deps: SessionDeps) {
    this.id = id;
    this.auth = auth;
    this.locale = locale;
    this.deps = deps;
    this.createdAt = deps.now();
    this.tracker = new LivenessTracker({ plan: deps.plan, limits: deps.limits });
    // spec/shell.md 4 step 7 and 9: 123 s, counted from CONNECT, across reconnects.
    this.timeout = setTimeout(() => this.fail('timeout', 'the face check took longer than 123 s'), deps.sessionTimeoutMs);
    this.timeout.unref?.();
    deps.log?.('session_start', { sid: id });
  }

  get isAttached(): boolean {
    return this.output !== null;
  }

  get isOver(): boolean {
    return this.ended;
  }

  /** Same person resuming? The auth data of a resumed session must match. */
  matches(auth: FaceCheckAuth): boolean {
    return auth.pin === this.auth.pin && auth.passserial === this.auth.passserial && auth.passnum === this.auth.passnum;
  }

  attach(output: SessionOutput): void {
    if (this.grace) clearTimeout(this.grace);
    this.grace = null;
    this.output = output;
    const final = this.final;
    if (final) {
      this.final = null;
      output.send(final.message);
      output.close(final.code, '');
      this.output = null;
      this.finish(final.outcome);
    }
  }

  detach(): void {
    this.output = null;
    if (this.ended || this.grace) return;
    this.grace = setTimeout(() => this.finish('abandoned'), this.deps.resumeGraceMs);
    this.grace.unref?.();
  }

  /** A FRAME: analysed now, or after the one in progress (a newer frame replaces a waiting one). */
  submitFrame(seq: number, jpeg: Uint8Array): void {
    if (this.ended) return;
    const now = this.deps.now();
    this.frameTimes.push(now);
    while ((this.frameTimes[0] ?? now) <= now - this.deps.frameWindowMs) this.frameTimes.shift();
    if (this.frameTimes.length > this.deps.maxFramesPerWindow) {
      this.fail('too_many_frames', `more than ${this.deps.maxFramesPerWindow} frames in ${this.deps.frameWindowMs} ms`);
      return;
    }
    if (this.busy) {
      this.pending = { seq, jpeg };
      return;
    }
    void this.run({ seq, jpeg });
  }

  private async run(first: { seq: number; jpeg: Uint8Array }): Promise<void> {
    this.busy = true;
    try {
      let next: typeof first | null = first;
      while (next && !this.ended) {
        await this.process(next.seq, next.jpeg);
        next = this.pending;
        this.pending = null;
      }
    } catch (error) {
      this.deps.log?.('session_error', { sid: this.id, error: (error as Error).message });
      this.fail('internal', 'the face check failed');
    } finally {
      this.busy = false;
    }
  }

  /** An analysis, or an embedding, that failed for the service's own reasons: five of either in a row end the session. */
  private analysisFailed(error: Error, kind: 'analysis' | 'embedding'): boolean {
    const count = kind === 'analysis' ? ++this.analysisFailures : ++this.embeddingFailures;
    this.deps.log?.(`${kind}_error`, { sid: this.id, error: error.message });
    if (count < MAX_ANALYSIS_FAILURES) return false;
    this.fail('internal', 'the face analysis is unavailable');
    return true;
  }

  private async process(seq: number, jpeg: Uint8Array): Promise<void> {
    const id = ++this.frameId;
    const embedding = this.tracker.wantsEmbedding();
    // The baseline and the decision: the detector confirms the faces, and the passive scores
    // (≈ 10 ms, evidence only) are taken, with the embedding's own task (the crop asks for them);
    // an identity check after a step follows the mesh.
    const decisive = embedding && this.tracker.currentPhase !== 'challenge';
    let analysis: FrameAnalysis;
    try {
      const detect = decisive || !this.faceTrack || this.framesSinceDetector + 1 >= (this.deps.detectorEvery ?? DETECTOR_EVERY);
      // The embedding is not computed within the frame: its face crop comes back, for its own task below.
      analysis = await this.deps.analyse(jpeg, { embedding: false, crop: embedding, passive: decisive, track: detect ? null : this.faceTrack });
    } catch (error) {
      if ((error as Error).name === 'BadFrameError') {
        this.fail('bad_frame', (error as Error).message);
        return;
      }
      if (!this.analysisFailed(error as Error, 'analysis')) this.send(this.stats(seq, { errors: [30], isOk: false, faceRect: null, phase: this.tracker.currentPhase, challenge: null }, { width: 0, height: 0 }));
      return;
    }
    if (this.ended) return;
    this.analysisFailures = 0;
    this.faceTrack = analysis.faces.length === 1 ? (analysis.track ?? null) : null;
    this.framesSinceDetector = analysis.detector === false ? this.framesSinceDetector + 1 : 0;
    this.analysed += 1;
    this.analysisMs += analysis.ms;
    const now = this.deps.now();
    const crop = analysis.faceCrop;
    delete analysis.faceCrop;
    let answered = false;
    const preview = crop ? this.tracker.preview(analysis, now, id) : null;
    const face = analysis.faces[0];
    if (crop && face && preview?.needsEmbedding) {
      // Issue 17.5: the frame is answered at once, as if its embedding matches; the embedding
      // (FaceRes, ≈ 90 ms) runs as its own pool task, and the tracker takes the frame with it
      // before the session's next frame: every decision is the one the frame would have given
      // with its embedding (the baseline, the identity check after a step, the finishing frame).
      this.send(this.stats(seq, preview.step, analysis));
      answered = true;
      try {
        const embedded = await this.deps.embed(crop);
        face.embedding = embedded.embedding;
        // The baseline's and the final frame's passive scores come with their crop's task (evidence only).
        if (embedded.antispoof !== undefined) face.antispoof = embedded.antispoof;
        if (embedded.liveness !== undefined) face.liveness = embedded.liveness;
        this.embedded += 1;
        this.embeddingFailures = 0;
      } catch (error) {
        // Without its embedding the frame counts as one that came without: no baseline, no
        // identity check, no decision on it; the next frame asks for the embedding again.
        if (this.analysisFailed(error as Error, 'embedding')) return;
      }
      if (this.ended) return;
    }
    const step = this.tracker.update(analysis, now, id);
    if (this.tracker.baselineFrameId === id) this.baselineJpeg = { id, jpeg };
    if (step.failure) this.deps.log?.('attempt_failed', { sid: this.id, reason: step.failure, attempt: this.tracker.attemptsUsed });
    const outcome = step.outcome;
    if (outcome?.passed) {
      const shotJpeg = outcome.bestShot.frameId === id ? jpeg : this.baselineJpeg?.jpeg;
      if (!shotJpeg) throw new Error('the best shot frame was not kept');
      const bestshot = await this.deps.cropBestShot(shotJpeg, outcome.bestShot.face.box);
      const jwt = await this.deps.sign({ pin: this.auth.pin, sessionId: this.id, bestshot, embedding: outcome.bestShot.embedding, passive: outcome.evidence });
      this.end({ type: 'SUCCESS', jwt }, CLOSE_NORMAL, 'success');
      return;
    }
    if (outcome) {
      this.fail('liveness_failed', 'the liveness challenge was not passed');
      return;
    }
    if (!answered) this.send(this.stats(seq, step, analysis));
    // The identity check failed after the frame's STATS: the person hears of it with the next one.
    else if (step.failure) this.lateFailure = step.errors;
  }

  private stats(seq: number, step: Pick<TrackerStep, 'errors' | 'isOk' | 'faceRect' | 'phase' | 'challenge'>, frame: { width: number; height: number }): StatsMessage {
    const late = this.lateFailure;
    this.lateFailure = null;
    return {
      type: 'STATS',
      seq,
      isOk: late ? false : step.isOk,
      errors: late ? [...new Set([...late, ...step.errors])] : step.errors,
      details: {
        faceFramePosition: { faceRect: step.faceRect ? round(step.faceRect) : null },
        frame: { width: frame.width, height: frame.height },
        phase: step.phase,
        challenge: step.challenge ? { ...step.challenge, remainingMs: Math.round(step.challenge.remainingMs) } : null,
      },
    };
  }

  private send(message: ServerMessage) {
    this.output?.send(message);
  }

  /** Ends the session with an ERROR and close 4000 (final for the client). */
  fail(code: FaceCheckErrorCode, message: string): void {
    this.end({ type: 'ERROR', code, message }, CLOSE_SESSION_ENDED, code);
  }

  private end(message: ServerMessage, code: number, outcome: string) {
    if (this.ended) return;
    this.ended = true;
    this.pending = null;
    clearTimeout(this.timeout);
    const output = this.output;
    if (output) {
      this.output = null;
      output.send(message);
      output.close(code, outcome === 'success' ? '' : outcome);
      this.finish(outcome);
      return;
    }
    // Dropped at the very end: keep the result for a reconnect within the grace period.
    this.final = { message, code, outcome };
    if (this.grace) clearTimeout(this.grace);
    this.grace = setTimeout(() => this.finish(outcome), this.deps.resumeGraceMs);
    this.grace.unref?.();
  }

  private finish(outcome: string) {
    if (this.finished) return;
    this.finished = true;
    this.ended = true;
    this.pending = null;
    this.final = null;
    clearTimeout(this.timeout);
    if (this.grace) clearTimeout(this.grace);
    this.grace = null;
    this.deps.log?.('session_end', {
      sid: this.id,
      outcome,
      ms: this.deps.now() - this.createdAt,
      frames: this.analysed,
      analysisMsAvg: this.analysed ? Math.round(this.analysisMs / this.analysed) : 0,
      embeddings: this.embedded,
      attempts: this.tracker.attemptsUsed,
    });
    const onEnd = this.onEnd;
    this.onEnd = null;
    onEnd?.();
  }

  /** The service is shutting down. */
  dispose(): void {
    this.finish('shutdown');
  }
}
