import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans covers Latin (Uzbek oʻ, gʻ, ʼ), Cyrillic (Uzbek ў, қ, ғ, ҳ) and
 * Russian; it ships inside the `dejavu-fonts-ttf` npm package, so nothing is
 * downloaded at run time.
 */
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONT_REGULAR = join(FONT_DIR, 'DejaVuSans.ttf');
export const FONT_BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');
/** The serif faces of the same family, for documents set like paper contracts (the act's print form). */
export const FONT_SERIF = join(FONT_DIR, 'DejaVuSerif.ttf');
export const FONT_SERIF_BOLD = join(FONT_DIR, 'DejaVuSerif-Bold.ttf');
export const FONT_SERIF_ITALIC = join(FONT_DIR, 'DejaVuSerif-Italic.ttf');

/** Builds a PDF in memory with the Cyrillic-and-Latin fonts registered. */
export async function renderPdf(
  draw: (doc: PDFKit.PDFDocument) => Promise<void> | void,
  title: string,
  layout: { margins?: { top: number; bottom: number; left: number; right: number }; bufferPages?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    ...(layout.margins ? { margins: layout.margins } : { margin: 50 }),
    bufferPages: layout.bufferPages ?? false,
    info: { Title: title, Producer: 'E-notarius' },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.registerFont('serif', FONT_SERIF);
  doc.registerFont('serif-bold', FONT_SERIF_BOLD);
  doc.registerFont('serif-italic', FONT_SERIF_ITALIC);
  doc.font('regular');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

export async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}

/** A label/value line of a form. */
export function line(doc: PDFKit.PDFDocument, label: string, value: string | number | null | undefined): void {
  doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value === null || value === undefined || value === '' ? '—' : String(value));
}
