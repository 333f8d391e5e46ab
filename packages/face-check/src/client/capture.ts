import { FRAME_JPEG_QUALITY, MAX_FRAME_WIDTH } from '../protocol/index.js';

/** Returns the current video frame as base64 JPEG (no data: prefix), or null while the video has no frame yet. */
export type FrameCapturer = (video: HTMLVideoElement) => string | null;

/**
 * Draws the unmirrored camera frame on a private canvas, at most 640 px wide,
 * and encodes it at quality 0.6 (spec/shell.md 7). The preview's mirroring is
 * CSS only, so the service always sees the camera's own orientation.
 */
export function createFrameCapturer(doc: Document = document): FrameCapturer {
  const canvas = doc.createElement('canvas');
  return (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    // HAVE_CURRENT_DATA (2): before it, drawImage paints nothing.
    if (!w || !h || video.readyState < 2) return null;
    const scale = Math.min(1, MAX_FRAME_WIDTH / w);
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    const url = canvas.toDataURL('image/jpeg', FRAME_JPEG_QUALITY);
    const comma = url.indexOf(',');
    return url.startsWith('data:image/jpeg') && comma > 0 ? url.slice(comma + 1) : null;
  };
}
