import sharp from 'sharp';
import type { Rect } from './types.js';

/**
 * The best shot as signed in the token: the face with a margin of half its
 * size around it (hair, chin, ears), at most 480 px wide, JPEG quality 90.
 * Cropped rather than the whole frame: the registry comparison needs the
 * face, not the room behind the person. Base64 without a data: prefix.
 */
export async function cropBestShot(jpeg: Uint8Array, face: Rect): Promise<string> {
  const image = sharp(jpeg);
  const { width = 0, height = 0 } = await image.metadata();
  const margin = 0.5;
  const left = Math.max(0, Math.floor(face.x - face.width * margin));
  const top = Math.max(0, Math.floor(face.y - face.height * margin));
  const right = Math.min(width, Math.ceil(face.x + face.width * (1 + margin)));
  const bottom = Math.min(height, Math.ceil(face.y + face.height * (1 + margin)));
  const out = await image
    .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) })
    .resize({ width: 480, withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
  return out.toString('base64');
}
