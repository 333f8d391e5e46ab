import { spawnSync } from 'node:child_process';
import jsqr from 'jsqr';

// jsqr is CommonJS typed as an ES module: under nodenext the default import is
// its module.exports, which carries the decoder as `default` too.
const jsQR = jsqr.default;

/**
 * Reads a PDF's first page the way a phone scans a printed form: Poppler's
 * `pdftoppm` (Debian's poppler-utils, installed by .ci/run and tools/test.mjs)
 * renders the page to pixels, and jsQR finds and decodes the QR code in them.
 * Nothing is taken from the PDF's structure, so a QR code that is drawn wrong,
 * too small or covered fails here as it would at the counter.
 *
 * Shared by the API test of the print form and the browser test that opens
 * the decoded link (e2e/src/public.e2e.test.ts).
 */
export function decodePdfQr(pdf: Buffer, dpi = 150): string {
  // No file names: the PDF goes in on stdin, a grayscale PGM (P5) comes out on stdout.
  const r = spawnSync('pdftoppm', ['-f', '1', '-l', '1', '-r', String(dpi), '-gray'], { input: pdf, maxBuffer: 256 * 1024 * 1024 });
  if (r.error) {
    throw new Error(`pdftoppm could not be run (${r.error.message}): install Debian's poppler-utils (apt-get install -y poppler-utils)`);
  }
  if (r.status !== 0) throw new Error(`pdftoppm failed (exit ${r.status}): ${r.stderr.toString()}`);
  const { width, height, pixels } = parsePgm(r.stdout);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const v = pixels[i]!;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const code = jsQR(rgba, width, height);
  if (!code) throw new Error(`no QR code found on the first page of the PDF (rendered ${width}×${height} at ${dpi} dpi)`);
  return code.data;
}

/** A binary PGM: "P5", width, height, maxval (255 from pdftoppm), one whitespace, then one byte a pixel. */
function parsePgm(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 100).toString('latin1'));
  if (!header || header[3] !== '255') throw new Error('pdftoppm did not answer an 8-bit grayscale PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = bytes.subarray(header[0].length, header[0].length + width * height);
  if (pixels.length !== width * height) throw new Error(`truncated PGM: ${pixels.length} of ${width * height} pixels`);
  return { width, height, pixels };
}
