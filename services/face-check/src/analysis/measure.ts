/**
 * Pure measurements from a face mesh (MediaPipe FaceMesh numbering, 468
 * points + iris) and from raw RGB pixels. No model is loaded here, so these
 * are unit-tested on synthetic landmarks.
 */
import type { Rect } from './types.js';

export type Point = readonly (number | undefined)[];

/** Mesh indices: the person's right eye is on the image's left. */
export const MESH = {
  rightEyeOuter: 33,
  rightEyeInner: 133,
  leftEyeOuter: 263,
  leftEyeInner: 362,
  /** Upper/lower lid pairs across each eye. */
  rightEyeLids: [
    [160, 144],
    [159, 145],
    [158, 153],
  ],
  leftEyeLids: [
    [387, 373],
    [386, 374],
    [385, 380],
  ],
  noseTip: 1,
  upperLip: 13,
  lowerLip: 14,
} as const;

const at = (mesh: readonly Point[], i: number): [number, number] => {
  const p = mesh[i];
  return [p?.[0] ?? 0, p?.[1] ?? 0];
};
const dist = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function eyeAspect(mesh: readonly Point[], outer: number, inner: number, lids: readonly (readonly [number, number])[]): number {
  const width = dist(at(mesh, outer), at(mesh, inner));
  if (width === 0) return 0;
  const opening = lids.reduce((sum, [u, l]) => sum + dist(at(mesh, u), at(mesh, l)), 0) / lids.length;
  return opening / width;
}

export type MeshGeometry = {
  box: Rect;
  roll: number;
  noseX: number;
  noseY: number;
  eyeLeft: number;
  eyeRight: number;
  faceAspect: number;
  interocular: number;
};

/** Geometry of one face from its 2D landmarks (z is not used: it is the model's guess). */
export function meshGeometry(mesh: readonly Point[]): MeshGeometry {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of mesh) {
    const x = p[0] ?? 0;
    const y = p[1] ?? 0;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const right = at(mesh, MESH.rightEyeOuter);
  const left = at(mesh, MESH.leftEyeOuter);
  const interocular = dist(right, left) || 1;
  // Unit vector along the eye line (image-left to image-right) and its normal pointing down the face.
  const ex = (left[0] - right[0]) / interocular;
  const ey = (left[1] - right[1]) / interocular;
  const nx = -ey;
  const ny = ex;
  const mid: [number, number] = [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2];
  const nose = at(mesh, MESH.noseTip);
  const up = at(mesh, MESH.upperLip);
  const low = at(mesh, MESH.lowerLip);
  const mouth: [number, number] = [(up[0] + low[0]) / 2, (up[1] + low[1]) / 2];
  const rel = (p: [number, number]) => [p[0] - mid[0], p[1] - mid[1]] as const;
  const [nrx, nry] = rel(nose);
  const [mrx, mry] = rel(mouth);
  return {
    box: { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
    roll: (Math.atan2(ey, ex) * 180) / Math.PI,
    noseX: (nrx * ex + nry * ey) / interocular,
    noseY: (nrx * nx + nry * ny) / interocular,
    eyeRight: eyeAspect(mesh, MESH.rightEyeOuter, MESH.rightEyeInner, MESH.rightEyeLids),
    eyeLeft: eyeAspect(mesh, MESH.leftEyeOuter, MESH.leftEyeInner, MESH.leftEyeLids),
    faceAspect: (mrx * nx + mry * ny) / interocular,
    interocular,
  };
}

export type Pixels = { data: Uint8Array; width: number; height: number; channels: number };

const luma = (d: Uint8Array, i: number) => 0.299 * (d[i] ?? 0) + 0.587 * (d[i + 1] ?? 0) + 0.114 * (d[i + 2] ?? 0);

/** Mean luma of the frame, sampling every 4th pixel of every 4th row. */
export function frameBrightness({ data, width, height, channels }: Pixels): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < height; y += 4) {
    for (let x = 0; x < width; x += 4) {
      sum += luma(data, (y * width + x) * channels);
      n += 1;
    }
  }
  return n ? sum / n : 0;
}

export type RegionStats = { brightness: number; overexposed: number; underexposed: number; unevenness: number; sharpness: number };

/** Side of the grey crop the sharpness is measured on, so it does not depend on the face's size in pixels. */
const GRID = 96;

/**
 * Statistics of the inner face (the mesh box less its outer margins: skin,
 * eyes, nose and mouth, little hair or background). The crop is averaged down
 * to a grey grid of at most 96×96; sharpness is the variance of its Laplacian over the
 * variance of the grid itself, so dimming a sharp face does not read as blur.
 */
export function regionStats(pixels: Pixels, box: Rect, splitX: number): RegionStats {
  const { data, width, height, channels } = pixels;
  const x0 = Math.max(0, Math.floor(box.x + box.width * 0.15));
  const x1 = Math.min(width, Math.ceil(box.x + box.width * 0.85));
  const y0 = Math.max(0, Math.floor(box.y + box.height * 0.12));
  const y1 = Math.min(height, Math.ceil(box.y + box.height * 0.9));
  if (x1 - x0 < 4 || y1 - y0 < 4) return { brightness: 0, overexposed: 0, underexposed: 1, unevenness: 0, sharpness: 0 };
  // Never upsample: a small face stretched onto the grid would show blocky
  // edges that read as sharp.
  const gw = Math.min(GRID, x1 - x0);
  const gh = Math.min(GRID, y1 - y0);
  const sums = new Float64Array(gw * gh);
  const counts = new Uint32Array(gw * gh);
  let total = 0;
  let n = 0;
  let over = 0;
  let under = 0;
  let leftSum = 0;
  let leftN = 0;
  let rightSum = 0;
  let rightN = 0;
  const sx = gw / (x1 - x0);
  const sy = gh / (y1 - y0);
  for (let y = y0; y < y1; y += 1) {
    const gy = Math.min(gh - 1, Math.floor((y - y0) * sy));
    for (let x = x0; x < x1; x += 1) {
      const v = luma(data, (y * width + x) * channels);
      const g = gy * gw + Math.min(gw - 1, Math.floor((x - x0) * sx));
      sums[g] = (sums[g] ?? 0) + v;
      counts[g] = (counts[g] ?? 0) + 1;
      total += v;
      n += 1;
      if (v >= 250) over += 1;
      if (v <= 15) under += 1;
      if (x < splitX) {
        leftSum += v;
        leftN += 1;
      } else {
        rightSum += v;
        rightN += 1;
      }
    }
  }
  const grid = new Float64Array(gw * gh);
  let mean = 0;
  for (let i = 0; i < grid.length; i += 1) {
    grid[i] = (counts[i] ?? 0) > 0 ? (sums[i] ?? 0) / (counts[i] ?? 1) : 0;
    mean += grid[i] ?? 0;
  }
  mean /= grid.length;
  let variance = 0;
  for (const v of grid) variance += (v - mean) ** 2;
  variance /= grid.length;
  let lapSum = 0;
  let lapSq = 0;
  let lapN = 0;
  for (let y = 1; y < gh - 1; y += 1) {
    for (let x = 1; x < gw - 1; x += 1) {
      const i = y * gw + x;
      const l = (grid[i - 1] ?? 0) + (grid[i + 1] ?? 0) + (grid[i - gw] ?? 0) + (grid[i + gw] ?? 0) - 4 * (grid[i] ?? 0);
      lapSum += l;
      lapSq += l * l;
      lapN += 1;
    }
  }
  const lapVariance = lapN ? lapSq / lapN - (lapSum / lapN) ** 2 : 0;
  const left = leftN ? leftSum / leftN : 0;
  const right = rightN ? rightSum / rightN : 0;
  return {
    brightness: total / n,
    overexposed: over / n,
    underexposed: under / n,
    unevenness: Math.abs(left - right) / Math.max(1, left, right),
    sharpness: variance > 1 ? lapVariance / variance : 0,
  };
}

/** Intersection over union of two rectangles. */
export function iou(a: Rect, b: Rect): number {
  const x = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const y = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const inter = x * y;
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}
