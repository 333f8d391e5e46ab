/**
 * Synthetic face landmarks: a rough 3D head (millimetres, x to the image's
 * right, y down, z toward the camera) posed, projected and measured exactly
 * like a real mesh. A real head turning moves its protruding nose against the
 * eyes; a flat photo (z = 0) moved, scaled, rotated or tilted does not.
 */
import { meshGeometry, MESH, type Point } from '../analysis/measure.js';
import type { FaceMeasurement } from '../analysis/types.js';

type P3 = [number, number, number];

const HEAD: Record<number, P3> = {
  [MESH.rightEyeOuter]: [-45, 0, -5],
  [MESH.rightEyeInner]: [-15, 0, 0],
  [MESH.leftEyeOuter]: [45, 0, -5],
  [MESH.leftEyeInner]: [15, 0, 0],
  160: [-37, -6, 0],
  159: [-30, -7, 0],
  158: [-23, -6, 0],
  144: [-37, 6, 0],
  145: [-30, 7, 0],
  153: [-23, 6, 0],
  387: [37, -6, 0],
  386: [30, -7, 0],
  385: [23, -6, 0],
  373: [37, 6, 0],
  374: [30, 7, 0],
  380: [23, 6, 0],
  // Human's mesh puts the nose tip ≈ 0.8 inter-ocular distances in front of
  // the eye corners (on cap12 an 11° turn moved it by 0.17): so does this head.
  [MESH.noseTip]: [0, 40, 67],
  [MESH.upperLip]: [0, 70, 10],
  [MESH.lowerLip]: [0, 74, 10],
  // Outline, for the face box.
  10: [0, -60, -10],
  152: [0, 110, -5],
  234: [-70, 20, -40],
  454: [70, 20, -40],
};
const EYE_LIDS = new Set([160, 159, 158, 144, 145, 153, 387, 386, 385, 373, 374, 380]);

export type Pose = {
  /** Head turn, degrees: > 0 to the person's right. */
  yaw?: number;
  /** > 0 chin down. */
  pitch?: number;
  /** In-plane tilt, > 0 toward the person's left shoulder. */
  roll?: number;
  /** Eye opening, 1 open … 0 shut. */
  eyes?: number;
  /** Where the head is: centre in pixels and pixels per millimetre. */
  x?: number;
  y?: number;
  scale?: number;
  /** A flat picture: depth is lost, so turning it is only foreshortening. */
  flat?: boolean;
};

const rad = (d: number) => (d * Math.PI) / 180;

export function landmarks(pose: Pose): Point[] {
  const { yaw = 0, pitch = 0, roll = 0, eyes = 1, x = 320, y = 230, scale = 1.6, flat = false } = pose;
  const eyeY = (p: P3, i: number): P3 => (EYE_LIDS.has(i) ? [p[0], p[1] * eyes, p[2]] : p);
  const mesh: Point[] = [];
  for (let i = 0; i < 478; i += 1) {
    const base = HEAD[i] ?? HEAD[MESH.noseTip];
    if (!base) throw new Error('head model without a nose');
    let [px, py, pz] = eyeY(base, i);
    if (flat) pz = 0;
    // Yaw about the vertical axis: the nose (z > 0) goes to the image's left for a turn to the person's right.
    [px, pz] = [px * Math.cos(rad(yaw)) - pz * Math.sin(rad(yaw)), px * Math.sin(rad(yaw)) + pz * Math.cos(rad(yaw))];
    [py, pz] = [py * Math.cos(rad(pitch)) + pz * Math.sin(rad(pitch)), -py * Math.sin(rad(pitch)) + pz * Math.cos(rad(pitch))];
    [px, py] = [px * Math.cos(rad(roll)) - py * Math.sin(rad(roll)), px * Math.sin(rad(roll)) + py * Math.cos(rad(roll))];
    mesh.push([x + px * scale, y + py * scale, pz * scale]);
  }
  return mesh;
}

/** A unit-length embedding pointing mostly along `axis`: one axis per person. */
export function embedding(axis: number, noise = 0.1): number[] {
  const v = Array.from({ length: 1024 }, (_, i) => (i === axis ? 1 : Math.sin(i * 12.9898 + axis) * noise));
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

/**
 * A measurement as the analyser would report it. `yaw`/`pitch` are what
 * Human's 3D pose says: for a real head the true pose; for a photo, give the
 * drift Human shows when a picture moves (`reportedYaw`).
 */
export function measurement(pose: Pose & { reportedYaw?: number; reportedPitch?: number; person?: number; withEmbedding?: boolean }): FaceMeasurement {
  const geometry = meshGeometry(landmarks(pose));
  const face: FaceMeasurement = {
    ...geometry,
    score: 1,
    yaw: pose.reportedYaw ?? (pose.flat ? 0 : (pose.yaw ?? 0)),
    pitch: pose.reportedPitch ?? (pose.flat ? 0 : (pose.pitch ?? 0)),
    gazeStrength: 0.08,
    brightness: 120,
    overexposed: 0,
    underexposed: 0,
    unevenness: 0.1,
    sharpness: 0.08,
  };
  if (pose.withEmbedding) face.embedding = embedding(pose.person ?? 1);
  return face;
}
