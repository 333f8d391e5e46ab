/** Paths of the development-only face fixtures derived by fixtures.mjs. */
export type FaceFixtures = {
  version: number;
  dir: string;
  media: { cap12: string; franck: string; samples: string[] };
  /** 640×480 JPEG frames, one per 300 ms. */
  frames: { cap12: string[]; franck: string[] };
  /** MJPEG files (30 fps, 640×480) for Chromium's --use-file-for-fake-video-capture. */
  camera: { franckEyes: string; cap12: string; still: string };
};
export const FIXTURES_DIR: string;
/** Derives the fixtures once (npm pack + ffmpeg) and returns their paths. */
export function ensureFixtures(dir?: string): FaceFixtures;
/** franck-eyes as a 1280×720 MJPEG (the video conference's camera minimum), derived on first use; its path. */
export function ensureHdCamera(dir?: string): string;
