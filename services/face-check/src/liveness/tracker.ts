/**
 * The liveness check of one session, as a pure state machine over analysed
 * frames: positioning (a steady, frontal, well-lit face whose pose becomes
 * the person's own baseline) → an active challenge in random order (turn the
 * head left 65 / right 64, close the eyes 62 then open them 61), each step
 * measured against that baseline within its deadline → finishing (a frontal,
 * open-eyed frame of the same person). Throughout the challenge the face must
 * stay one and the same: overlapping boxes from frame to frame and an
 * embedding that keeps matching the baseline's. Passive antispoof/liveness
 * scores are recorded as evidence only (MEASURED.md: they did not tell screen
 * replays from faces).
 */
import type { FaceMeasurement, FrameAnalysis, Rect } from '../analysis/types.js';
import { iou } from '../analysis/measure.js';
import { cosineSimilarity } from '@notary/face-check/token';
import { eyeOpenness, frameCodes, guidance } from './guidance.js';
import type { ChallengeStep, FaceCheckPhase } from '@notary/face-check/protocol';

export type ChallengeKind = 'left' | 'right' | 'eyes';
export const CHALLENGE_KINDS: readonly ChallengeKind[] = ['left', 'right', 'eyes'];

export const LIVENESS_LIMITS = {
  /** Consecutive good frames whose median pose is the baseline. */
  baselineFrames: 3,
  /** Each step, and the final frontal frame, must come within this. */
  stepTimeoutMs: 8000,
  /** Failed challenges before the session ends with liveness_failed. */
  maxAttempts: 3,
  /** A head turn: yaw change from the baseline, degrees, and nose shift in inter-ocular distances. */
  turnYaw: 15,
  turnNose: 0.12,
  /** While turning, the head must not nod more than this, degrees. */
  turnMaxPitch: 20,
  /** Eyes closed: openness at most this share of the baseline's; open again: at least this share. */
  closedRatio: 0.5,
  openRatio: 0.8,
  /** While the eyes close the head stays near its baseline pose (a tilted photo also narrows eyes). */
  eyesMaxPose: 12,
  eyesMaxAspectChange: 0.15,
  /** Same face from frame to frame: box overlap and size change. */
  minIou: 0.3,
  maxSizeRatio: 1.35,
  /** Frames in a row without a face before the challenge is lost. */
  maxMissingFrames: 2,
  /** Embedding similarity to the baseline: frontal frames, and frames taken mid-challenge (turned heads score lower). */
  sameFace: 0.7,
  sameFaceTurned: 0.5,
} as const;
export type LivenessLimits = { -readonly [K in keyof typeof LIVENESS_LIMITS]: number };

export const STEP_CODES: Record<ChallengeStep, number> = { turn_left: 65, turn_right: 64, close_eyes: 62, open_eyes: 61 };

export function stepsOf(plan: readonly ChallengeKind[]): ChallengeStep[] {
  return plan.flatMap((kind): ChallengeStep[] => (kind === 'eyes' ? ['close_eyes', 'open_eyes'] : kind === 'left' ? ['turn_left'] : ['turn_right']));
}

type Baseline = { yaw: number; pitch: number; noseX: number; eyes: number; aspect: number; embedding: number[] };

/** A frame worth keeping as the best shot, with its embedding (computed once, on that frame). */
export type ShotCandidate = { frameId: number; quality: number; embedding: number[]; face: FaceMeasurement };

export type TrackerStep = {
  errors: number[];
  isOk: boolean;
  faceRect: Rect | null;
  phase: FaceCheckPhase;
  challenge: { step: ChallengeStep; index: number; total: number; remainingMs: number } | null;
  /** Set once: the check passed (best shot chosen) or every attempt failed. */
  outcome?: { passed: true; bestShot: ShotCandidate; evidence: { antispoof?: number; liveness?: number } } | { passed: false; reason: string };
  /** Why the current attempt just failed, for logs and tests. */
  failure?: string;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Higher is a better best shot: frontal, sharp, evenly lit, eyes open. */
export function shotQuality(f: FaceMeasurement): number {
  return -(Math.abs(f.yaw) + Math.abs(f.pitch) + Math.abs(f.roll)) / 10 - Math.abs(f.brightness - 130) / 40 + Math.min(f.sharpness, 0.15) * 20 + Math.min(eyeOpenness(f), 0.3) * 5 - f.unevenness * 2;
}

export type TrackerOptions = {
  /** A new random challenge for each attempt. */
  plan: () => ChallengeKind[];
  limits?: Partial<LivenessLimits>;
};

export class LivenessTracker {
  private readonly limits: LivenessLimits;
  private readonly newPlan: () => ChallengeKind[];
  private phase: FaceCheckPhase = 'positioning';
  private attempts = 0;
  private done = false;
  /** Positioning: the steady good frames so far. */
  private steady: FaceMeasurement[] = [];
  private baseline: Baseline | null = null;
  private baselineShot: ShotCandidate | null = null;
  private steps: ChallengeStep[] = [];
  private stepIndex = 0;
  private stepStartedAt = 0;
  private lastBox: Rect | null = null;
  private missing = 0;
  /**
   * A step was just done: the next frame with a face carries the embedding and
   * must match the baseline's, so every step is tied to the person of the
   * baseline (issue 17.5: the embedding, ≈ 100 ms of CPU, only where a decision needs it).
   */
  private verifyIdentity = false;
  private evidence: { antispoof?: number; liveness?: number } = {};
  /** The next attempt's challenge, drawn once: a preview and the update after it show the same plan. */
  private nextPlan: ChallengeKind[] | null = null;
  /** Set while preview() runs: the frame's embedding is on its way (noted when read, assumed to match). */
  private previewing: { needed: boolean } | null = null;

  constructor(options: TrackerOptions) {
    this.limits = { ...LIVENESS_LIMITS, ...options.limits };
    this.newPlan = options.plan;
  }

  get currentPhase(): FaceCheckPhase {
    return this.phase;
  }

  get attemptsUsed(): number {
    return this.attempts;
  }

  /** The frame whose embedding is the baseline: a best-shot candidate whose JPEG the session keeps. */
  get baselineFrameId(): number | null {
    return this.baselineShot?.frameId ?? null;
  }

  /**
   * Whether the next frame needs its face's embedding (FaceRes, ≈ 90 ms of CPU; the service
   * computes it from the frame's face crop as a task of its own, see `preview`):
   * only where a decision needs it: the frame that may complete the baseline,
   * the frame after each completed step (the same person did it), and the
   * finishing frames (the same person at the end, the best shot).
   */
  wantsEmbedding(): boolean {
    if (this.done) return false;
    if (this.phase === 'positioning') return this.steady.length >= this.limits.baselineFrames - 1;
    if (this.phase === 'finishing') return true;
    return this.verifyIdentity;
  }

  update(frame: FrameAnalysis, now: number, frameId: number): TrackerStep {
    if (this.done) throw new Error('the liveness check has already ended');
    if (this.phase === 'positioning') return this.position(frame, now, frameId);
    return this.challenge(frame, now, frameId);
  }

  /**
   * For a frame analysed without the embedding it wanted (the embedding is
   * computed as its own task, issue 17.5): what `update` would answer if that
   * embedding matches, and whether this frame's outcome depends on it at all.
   * Changes nothing: the frame is then given to `update`, with its embedding
   * when `needsEmbedding` (decisions exactly as if it had come with the frame),
   * without when not (a frame that fails before the identity check, or
   * answers without reading it).
   */
  preview(frame: FrameAnalysis, now: number, frameId: number): { step: TrackerStep; needsEmbedding: boolean } {
    if (this.done) throw new Error('the liveness check has already ended');
    const saved = { ...this, steady: [...this.steady], evidence: { ...this.evidence } };
    const previewing = { needed: false };
    this.previewing = previewing;
    try {
      const step = this.update(frame, now, frameId);
      // What the person is shown: a pass waits for the embedding, the frame says "finishing, hold on".
      if (step.outcome?.passed) delete step.outcome;
      return { step, needsEmbedding: previewing.needed };
    } finally {
      const plan = this.nextPlan;
      Object.assign(this, saved);
      this.nextPlan = plan;
      this.previewing = null;
    }
  }

  /** The face's embedding, or in a preview a stand-in (the real one is on its way), noting that it was read. */
  private embeddingOf(face: FaceMeasurement): number[] | undefined {
    if (!this.previewing) return face.embedding;
    this.previewing.needed = true;
    return face.embedding ?? [];
  }

  private takePlan(): ChallengeKind[] {
    const plan = this.nextPlan ?? this.newPlan();
    this.nextPlan = this.previewing ? plan : null;
    return plan;
  }

  private position(frame: FrameAnalysis, now: number, frameId: number): TrackerStep {
    const codes = guidance(frame);
    const face = frame.faces[0] ?? null;
    const base = { phase: 'positioning' as const, challenge: null, faceRect: face?.box ?? null };
    if (codes.length > 0 || !face) {
      this.steady = [];
      return { ...base, errors: codes, isOk: false };
    }
    const last = this.steady.at(-1);
    if (last && iou(last.box, face.box) < 0.5) this.steady = [];
    this.steady.push(face);
    const embedding = this.steady.length < this.limits.baselineFrames ? undefined : this.embeddingOf(face);
    if (!embedding) {
      // Keep only the most recent frames: the baseline is the pose held just before the challenge.
      if (this.steady.length > this.limits.baselineFrames) this.steady.shift();
      return { ...base, errors: [], isOk: true };
    }
    const recent = this.steady.slice(-this.limits.baselineFrames);
    this.baseline = {
      yaw: median(recent.map((f) => f.yaw)),
      pitch: median(recent.map((f) => f.pitch)),
      noseX: median(recent.map((f) => f.noseX)),
      eyes: median(recent.map(eyeOpenness)),
      aspect: median(recent.map((f) => f.faceAspect)),
      embedding,
    };
    this.baselineShot = { frameId, quality: shotQuality(face), embedding, face };
    this.note(face);
    this.steps = stepsOf(this.takePlan());
    this.stepIndex = 0;
    this.stepStartedAt = now;
    this.lastBox = face.box;
    this.missing = 0;
    this.verifyIdentity = false;
    this.phase = 'challenge';
    return { ...base, ...this.instruction(now), isOk: true };
  }

  private instruction(now: number): Pick<TrackerStep, 'errors' | 'phase' | 'challenge'> {
    const step = this.steps[this.stepIndex];
    if (this.phase === 'finishing' || !step) return { errors: [], phase: 'finishing', challenge: null };
    return {
      errors: [STEP_CODES[step]],
      phase: 'challenge',
      challenge: { step, index: this.stepIndex, total: this.steps.length, remainingMs: Math.max(0, this.limits.stepTimeoutMs - (now - this.stepStartedAt)) },
    };
  }

  private note(face: FaceMeasurement) {
    // Evidence only: the lowest passive scores seen, never a decision.
    if (face.antispoof !== undefined) this.evidence.antispoof = Math.min(this.evidence.antispoof ?? 1, face.antispoof);
    if (face.liveness !== undefined) this.evidence.liveness = Math.min(this.evidence.liveness ?? 1, face.liveness);
  }

  private fail(reason: string, frame: FrameAnalysis): TrackerStep {
    this.attempts += 1;
    this.phase = 'positioning';
    this.steady = [];
    this.baseline = null;
    this.baselineShot = null;
    this.lastBox = null;
    const face = frame.faces[0] ?? null;
    const errors = frameCodes(frame);
    const step: TrackerStep = { errors: errors.length ? errors : [37], isOk: false, faceRect: face?.box ?? null, phase: 'positioning', challenge: null, failure: reason };
    if (this.attempts >= this.limits.maxAttempts) {
      this.done = true;
      step.outcome = { passed: false, reason };
    }
    return step;
  }

  private challenge(frame: FrameAnalysis, now: number, frameId: number): TrackerStep {
    const baseline = this.baseline;
    if (!baseline) throw new Error('challenge without a baseline');
    if (now - this.stepStartedAt > this.limits.stepTimeoutMs) return this.fail(`${this.phase === 'finishing' ? 'final frame' : (this.steps[this.stepIndex] ?? 'step')} not done in time`, frame);
    if (frame.faces.length > 1) return this.fail('a second face appeared', frame);
    const face = frame.faces[0];
    if (!face) {
      this.missing += 1;
      if (this.missing > this.limits.maxMissingFrames) return this.fail('the face was lost', frame);
      return { ...this.instruction(now), errors: [8, ...this.instruction(now).errors], isOk: false, faceRect: null };
    }
    this.missing = 0;
    const last = this.lastBox ?? face.box;
    const sizeRatio = face.box.width / Math.max(1, last.width);
    if (iou(last, face.box) < this.limits.minIou || sizeRatio > this.limits.maxSizeRatio || sizeRatio < 1 / this.limits.maxSizeRatio) {
      return this.fail('the face jumped between frames', frame);
    }
    this.lastBox = face.box;
    this.note(face);
    const dYaw = face.yaw - baseline.yaw;
    const dPitch = face.pitch - baseline.pitch;
    const embedding = this.embeddingOf(face);
    if (embedding) {
      const frontal = Math.abs(dYaw) < this.limits.turnYaw / 2;
      // A preview assumes the match; the update with the real embedding decides.
      const similarity = this.previewing ? 1 : cosineSimilarity(embedding, baseline.embedding);
      if (similarity < (frontal ? this.limits.sameFace : this.limits.sameFaceTurned)) return this.fail(`another person (similarity ${similarity.toFixed(2)})`, frame);
      this.verifyIdentity = false;
    }

    if (this.phase === 'finishing') {
      const codes = guidance(frame);
      if (codes.length > 0 || !embedding) return { ...this.instruction(now), errors: codes, isOk: false, faceRect: face.box };
      const final: ShotCandidate = { frameId, quality: shotQuality(face), embedding, face };
      const first = this.baselineShot;
      const bestShot = first && first.quality > final.quality ? first : final;
      this.done = true;
      return { errors: [], isOk: true, faceRect: face.box, phase: 'finishing', challenge: null, outcome: { passed: true, bestShot, evidence: { ...this.evidence } } };
    }

    const step = this.steps[this.stepIndex];
    const eyes = eyeOpenness(face);
    let stepDone = false;
    switch (step) {
      case 'turn_left':
        // The person's left: yaw falls, the nose moves to the frame's right.
        stepDone = dYaw <= -this.limits.turnYaw && face.noseX - baseline.noseX >= this.limits.turnNose && Math.abs(dPitch) <= this.limits.turnMaxPitch;
        break;
      case 'turn_right':
        stepDone = dYaw >= this.limits.turnYaw && baseline.noseX - face.noseX >= this.limits.turnNose && Math.abs(dPitch) <= this.limits.turnMaxPitch;
        break;
      case 'close_eyes':
        stepDone =
          eyes <= baseline.eyes * this.limits.closedRatio &&
          Math.abs(dYaw) <= this.limits.eyesMaxPose &&
          Math.abs(dPitch) <= this.limits.eyesMaxPose &&
          Math.abs(face.faceAspect - baseline.aspect) <= baseline.aspect * this.limits.eyesMaxAspectChange;
        break;
      case 'open_eyes':
        stepDone = eyes >= baseline.eyes * this.limits.openRatio && Math.abs(dYaw) <= this.limits.eyesMaxPose && Math.abs(dPitch) <= this.limits.eyesMaxPose;
        break;
      case undefined:
        break;
    }
    if (stepDone) {
      this.verifyIdentity = true;
      this.stepIndex += 1;
      this.stepStartedAt = now;
      if (this.stepIndex >= this.steps.length) this.phase = 'finishing';
    }
    return { ...this.instruction(now), isOk: true, faceRect: face.box };
  }
}
