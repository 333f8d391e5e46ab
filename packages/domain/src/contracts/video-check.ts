/**
 * Issue 16.1, the check before a video conference (spec/shell.md 2.1
 * `video_testing`, spec/acts-domain.md 8): the connection speed test.
 *
 * GET /api/video-check/speed answers SPEED_TEST_BYTES of random
 * (incompressible) bytes as `application/octet-stream`, never cached; the
 * browser times the download and judges the speed with `speedVerdict`.
 */
export const SPEED_TEST_PATH = '/video-check/speed';
/** 1 MiB: long enough to time on a slow line, cheap on a fast one. */
export const SPEED_TEST_BYTES = 1024 * 1024;
/** Below this (megabits a second) the connection is not enough for a video conference. */
export const SPEED_MIN_MBPS = 2;
/** From this on the connection is the recommended one. */
export const SPEED_RECOMMENDED_MBPS = 4;

export type SpeedVerdict = 'insufficient' | 'enough' | 'recommended';

/** Megabits a second of `bytes` downloaded in `ms` milliseconds. */
export function megabitsPerSecond(bytes: number, ms: number): number {
  return (bytes * 8) / 1_000_000 / (Math.max(ms, 1) / 1000);
}

/** Below 2 Mb/s insufficient, 2 up to 4 enough, 4 and more recommended. */
export function speedVerdict(mbps: number): SpeedVerdict {
  if (!(mbps >= SPEED_MIN_MBPS)) return 'insufficient';
  return mbps >= SPEED_RECOMMENDED_MBPS ? 'recommended' : 'enough';
}
