// Debian's Chromium for the browser tests and the benchmarks (test tools cannot
// download a browser here): its path and the flags they launch it with.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags of a headless Chromium with a fake camera and microphone allowed without asking:
 * Chromium's own test pattern (any resolution asked), or `fakeVideo` (MJPEG or Y4M, played at its own size).
 * @param {{ fakeVideo?: string }} [options]
 */
export function chromiumArgs(options = {}) {
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ];
  if (options.fakeVideo) args.push(`--use-file-for-fake-video-capture=${options.fakeVideo}`);
  return args;
}
