/**
 * Guidance codes of spec/shell.md 8 from what the models and pixels measured.
 * The limits were set on the fixture videos and sharp-altered copies of them
 * (docs/face-check.md, "Guidance limits"): each altered frame the tests use
 * crosses its limit with margin, and the unaltered frames stay inside all.
 */
import type { FaceMeasurement, FrameAnalysis } from '../analysis/types.js';

export const GUIDANCE_LIMITS = {
  /** Frames smaller than this are too coarse for the models: code 30. */
  minFrameWidth: 320,
  minFrameHeight: 240,
  /** Mean luma of a frame with no face found: darker → 5, brighter → 4 (instead of a bare 8). */
  darkFrame: 40,
  brightFrame: 225,
  /** Mean luma of the inner face and shares of clipped pixels: 5 and 4. */
  darkFace: 45,
  underexposedShare: 0.3,
  brightFace: 215,
  overexposedShare: 0.2,
  /** Left/right brightness imbalance of the face: 6. */
  uneven: 0.4,
  /** Contrast-normalised Laplacian variance: unaltered fixtures ≈ 0.08, Gaussian blur σ 2 ≈ 0.02–0.027: 3. */
  minSharpness: 0.03,
  /** Face (mesh) width over frame width: below → 13 / 12, above → 38. */
  tinyFace: 0.1,
  smallFace: 0.14,
  largeFace: 0.55,
  /** Face centre, as a share of the frame, must lie in these ranges: 14–17. */
  minCentreX: 0.3,
  maxCentreX: 0.7,
  minCentreY: 0.3,
  maxCentreY: 0.72,
  /** Absolute head pose limits for a frontal picture, degrees: 21/22, 19/20, 23/24. */
  maxRoll: 15,
  maxYaw: 20,
  maxPitch: 20,
  /** Mean eye aspect ratio below which the eyes count as closed: 51. */
  closedEyes: 0.18,
  /** Iris gaze strength above which the person looks away: 63. */
  maxGaze: 0.35,
  /** Face score below which the face image is unreliable: 33. */
  minScore: 0.75,
} as const;

const L = GUIDANCE_LIMITS;

export const eyeOpenness = (f: Pick<FaceMeasurement, 'eyeLeft' | 'eyeRight'>): number => (f.eyeLeft + f.eyeRight) / 2;

/** Codes for the frame as a whole: too small, no face, several faces. Empty when there is exactly one face. */
export function frameCodes(frame: FrameAnalysis): number[] {
  if (frame.width < L.minFrameWidth || frame.height < L.minFrameHeight) return [30];
  if (frame.faces.length === 0) {
    if (frame.brightness < L.darkFrame) return [5, 8];
    if (frame.brightness > L.brightFrame) return [4, 8];
    return [8];
  }
  if (frame.faces.length > 1) return [9];
  return [];
}

/**
 * Everything that keeps one face from being a good frontal picture, most
 * important first (the overlay shows the first): light, sharpness, distance,
 * position, pose, eyes, gaze, quality.
 */
export function faceCodes(face: FaceMeasurement, frame: Pick<FrameAnalysis, 'width' | 'height'>): number[] {
  const codes: number[] = [];
  if (face.brightness < L.darkFace || face.underexposed > L.underexposedShare) codes.push(5);
  else if (face.brightness > L.brightFace || face.overexposed > L.overexposedShare) codes.push(4);
  else if (face.unevenness > L.uneven) codes.push(6);

  const share = face.box.width / frame.width;
  if (share < L.tinyFace) codes.push(13);
  else if (share < L.smallFace) codes.push(12);
  else if (share > L.largeFace || face.box.height > frame.height * 0.95) codes.push(38);

  // Mirrored preview: the frame's left is the person's right. A face on the
  // frame's left stands to the person's right of the camera's axis, so the
  // camera must move to the person's right (17), and the overlay's arrow,
  // drawn on the mirrored preview, points right too.
  const cx = (face.box.x + face.box.width / 2) / frame.width;
  const cy = (face.box.y + face.box.height / 2) / frame.height;
  if (cx < L.minCentreX) codes.push(17);
  else if (cx > L.maxCentreX) codes.push(15);
  // A face high in the frame means the camera looks too low: raise it (16).
  if (cy < L.minCentreY) codes.push(16);
  else if (cy > L.maxCentreY) codes.push(14);

  // Blur is judged only on a lit face: a dark frame's noise reads as detail.
  if (!codes.includes(5) && face.sharpness < L.minSharpness) codes.push(3);

  if (face.roll > L.maxRoll) codes.push(22);
  else if (face.roll < -L.maxRoll) codes.push(21);
  // Yaw > 0: turned to the person's right, so they must turn left (20).
  if (face.yaw > L.maxYaw) codes.push(20);
  else if (face.yaw < -L.maxYaw) codes.push(19);
  // Pitch > 0: chin down, so raise it (23).
  if (face.pitch > L.maxPitch) codes.push(23);
  else if (face.pitch < -L.maxPitch) codes.push(24);

  if (eyeOpenness(face) < L.closedEyes) codes.push(51);
  else if (face.gazeStrength > L.maxGaze) codes.push(63);
  if (face.score < L.minScore) codes.push(33);
  return codes;
}

/** All guidance for a frame in the positioning phase. */
export function guidance(frame: FrameAnalysis): number[] {
  const codes = frameCodes(frame);
  const face = frame.faces[0];
  if (codes.length > 0 || !face) return codes;
  return faceCodes(face, frame);
}
