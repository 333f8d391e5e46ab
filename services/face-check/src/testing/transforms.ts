/**
 * Real frames altered with sharp the way a camera or a person would: shifted
 * in the frame, nearer or farther, darker, brighter, blurred, tilted, or with
 * a second face pasted in. Everything stays a 640×480 JPEG like the client's.
 */
import sharp, { type Sharp } from 'sharp';

const W = 640;
const H = 480;
const GREY = { r: 128, g: 128, b: 128 };
const jpeg = (s: Sharp) => s.jpeg({ quality: 80 }).toBuffer();

/** Moves the picture by (dx, dy) pixels, filling the uncovered side with grey. */
export async function shift(frame: Buffer, dx: number, dy: number): Promise<Buffer> {
  const padded = await sharp(frame)
    .extend({ left: Math.max(0, dx), right: Math.max(0, -dx), top: Math.max(0, dy), bottom: Math.max(0, -dy), background: GREY })
    .toBuffer();
  return jpeg(sharp(padded).extract({ left: Math.max(0, -dx), top: Math.max(0, -dy), width: W, height: H }));
}

/** Zooms about the centre: factor < 1 makes the face smaller (farther), > 1 larger (nearer). */
export async function zoom(frame: Buffer, factor: number): Promise<Buffer> {
  const w = Math.round(W * factor);
  const h = Math.round(H * factor);
  const resized = await sharp(frame).resize(w, h).toBuffer();
  if (factor >= 1) return jpeg(sharp(resized).extract({ left: Math.round((w - W) / 2), top: Math.round((h - H) / 2), width: W, height: H }));
  const left = Math.round((W - w) / 2);
  const top = Math.round((H - h) / 2);
  return jpeg(sharp(resized).extend({ left, right: W - w - left, top, bottom: H - h - top, background: GREY }));
}

/** Multiplies every channel by `gain` and adds `offset` (clipping at 0 and 255). */
export function exposure(frame: Buffer, gain: number, offset = 0): Promise<Buffer> {
  return jpeg(sharp(frame).linear(gain, offset));
}

export function blur(frame: Buffer, sigma: number): Promise<Buffer> {
  return jpeg(sharp(frame).blur(sigma));
}

/** Rotates the picture clockwise by `degrees` about its centre, keeping 640×480. */
export async function rotate(frame: Buffer, degrees: number): Promise<Buffer> {
  const rotated = sharp(await sharp(frame).rotate(degrees, { background: GREY }).toBuffer());
  const { width = W, height = H } = await rotated.metadata();
  return jpeg(rotated.extract({ left: Math.round((width - W) / 2), top: Math.round((height - H) / 2), width: W, height: H }));
}

/** Pastes a crop of `other` (a rectangle of its pixels) onto `frame` at (left, top), scaled to `width`. */
export async function paste(frame: Buffer, other: Buffer, crop: { left: number; top: number; width: number; height: number }, at: { left: number; top: number; width: number }): Promise<Buffer> {
  const piece = await sharp(other).extract(crop).resize({ width: at.width }).toBuffer();
  return jpeg(sharp(frame).composite([{ input: piece, left: at.left, top: at.top }]));
}

/** Darkens one side of the picture (a lamp on the other side). */
export async function sideLight(frame: Buffer, darkSide: 'left' | 'right', gain: number): Promise<Buffer> {
  const half = await sharp(frame).extract({ left: darkSide === 'left' ? 0 : W / 2, top: 0, width: W / 2, height: H }).linear(gain, 0).toBuffer();
  return jpeg(sharp(frame).composite([{ input: half, left: darkSide === 'left' ? 0 : W / 2, top: 0 }]));
}

export function greyFrame(): Promise<Buffer> {
  return jpeg(sharp({ create: { width: W, height: H, channels: 3, background: GREY } }));
}
