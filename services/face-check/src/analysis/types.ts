/** A rectangle in frame pixels. */
export type Rect = { x: number; y: number; width: number; height: number };

/**
 * What the models and the pixels say about one face. Angles in degrees; the
 * sign conventions were read off the fixture videos (docs/face-check.md).
 */
export type FaceMeasurement = {
  /** Bounds of the face mesh: the face itself, tighter than the detector's square box. */
  box: Rect;
  /** Human's overall face score, 0–1. */
  score: number;
  /** Head pose from the 3D mesh: yaw > 0 turned to the person's right, pitch > 0 chin down. */
  yaw: number;
  pitch: number;
  /** From the eye line in the image: > 0 when the person's left eye is lower (head tilted to their left). */
  roll: number;
  /**
   * Nose tip relative to the eyes' midpoint in the eye-aligned frame, in
   * inter-ocular distances (x > 0 toward the image's right). A turned head
   * moves it; a flat photo moved, scaled or rotated in front of the camera
   * does not, which makes it the head-turn evidence that a photo cannot fake.
   */
  noseX: number;
  noseY: number;
  /** Eye openness (eye aspect ratio): ≈ 0.3 open, < 0.15 closed. Left/right of the person. */
  eyeLeft: number;
  eyeRight: number;
  /** Eyes' midpoint to mouth over inter-ocular distance: a picture tilted away from the camera changes it. */
  faceAspect: number;
  /** Pixels between the outer eye corners. */
  interocular: number;
  /** Iris direction relative to the eye: strength ≈ 0.05–0.15 when looking at the camera. */
  gazeStrength: number;
  /** Pixels of the face region: mean luma 0–255, shares of clipped pixels, left/right imbalance, sharpness. */
  brightness: number;
  overexposed: number;
  underexposed: number;
  unevenness: number;
  sharpness: number;
  /** Only on frames analysed with `embedding: true`. */
  embedding?: number[];
  /** Passive scores (evidence only, never decisive: MEASURED.md Faces). */
  antispoof?: number;
  liveness?: number;
};

/**
 * Where the mesh found the face in a session's frame (Human's mesh-derived
 * boxes, opaque here), for the next frame of the same session to skip the
 * detector: valid only for a frame of the same size.
 */
export type FaceTrack = { width: number; height: number; boxes: unknown[] };

export type FrameAnalysis = {
  width: number;
  height: number;
  /** Mean luma of the whole frame, to tell "too dark to see a face" from "no face". */
  brightness: number;
  /** Faces above the detector's confidence, largest first. */
  faces: FaceMeasurement[];
  /** Wall time of decode + models, ms. */
  ms: number;
  /** CPU time of this thread for the models, ms (without sharp's decode on libuv's pool); absent before Node 22.19. */
  cpuMs?: number;
  /** Whether the face detector ran on this frame (false: the mesh followed `options.track`). */
  detector?: boolean;
  /** Hand to the next frame of the same session as `options.track` to skip the detector there. */
  track?: FaceTrack;
  /** With `options.crop`: the largest face (`faces[0]`) as the embedding model reads it, for `embed()`. */
  faceCrop?: FaceCrop;
};

/**
 * A face as Human cut it out of the frame for its face models (its mesh box,
 * resized, float RGB 0–1), shape [1, height, width, 3]. FaceRes run on it
 * gives exactly the embedding that the same frame analysed with
 * `embedding: true` gives, so the embedding can be its own pool task, off the
 * frame's path.
 */
export type FaceCrop = {
  data: Float32Array;
  shape: [number, number, number, number];
  /** The frame was analysed with `passive` too: the crop's task takes the passive scores (antispoof, liveness) as well. */
  passive?: boolean;
};

/** The FaceRes embedding of a `FaceCrop`, with its passive scores when the crop asked for them, and its cost. */
export type EmbeddingResult = { embedding: number[]; antispoof?: number; liveness?: number; ms: number; cpuMs?: number };

export type AnalyseOptions = {
  /**
   * The FaceRes embedding (≈ +90 ms) within this frame's analysis (the tests, the benchmark's stage
   * costs). The service asks for `crop` instead and embeds the crop as its own pool task.
   */
  embedding: boolean;
  /**
   * The passive antispoof and liveness scores (evidence only): on the baseline and final frames.
   * With `crop` they are not taken within the frame: the crop carries the request to its `embed()`.
   */
  passive?: boolean;
  /**
   * The previous frame's `track`: the detector is skipped and the mesh follows
   * that face (one face, same frame size); when the mesh loses it the detector
   * runs after all. Absent: the detector runs (a new or a verifying frame).
   */
  track?: FaceTrack | null;
  /** Return the largest face's crop (`faceCrop`) for a later `embed()`: the frame needs an embedding but does not wait for it. */
  crop?: boolean;
};

/** A frame that cannot be analysed: not a JPEG, or of an absurd size. */
export class BadFrameError extends Error {
  override readonly name = 'BadFrameError';
  readonly code = 'bad_frame';
}
