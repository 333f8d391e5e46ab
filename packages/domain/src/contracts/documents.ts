import * as v from 'valibot';
import { dateTimeOut, documentedAs, nullableString, uuid } from './primitives.js';

/**
 * Documents of an act (issue 13.2): scans a party attaches to the act or to
 * one party of it. Only these types are kept, recognised by their first bytes
 * (`sniffDocumentType`), never by the file's name or the declared type.
 */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** The default of DOCUMENT_MAX_BYTES: a scanned page or a few fit many times over. */
export const DEFAULT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A file name as it is kept and shown: at most this many characters. */
export const DOCUMENT_NAME_MAX = 200;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * The type of a file by its content ("magic bytes"): `%PDF-` for PDF, FF D8 FF
 * for JPEG, the eight-byte PNG signature; null for anything else.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentMimeType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/**
 * A file name safe to keep and to send back in Content-Disposition: no path,
 * no control characters, bounded; an empty result becomes `document`.
 */
export function cleanDocumentName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').replace(/[\uD800-\uDFFF]/gu, '').trim().slice(0, DOCUMENT_NAME_MAX);
  return cleaned || 'document';
}

/**
 * POST /api/notarial_act/:uuid/documents, multipart/form-data: the `file` part
 * (one file) and these text fields. Without `partyId` the document belongs to
 * the act as a whole.
 */
export const DocumentUploadFields = v.pipe(
  v.object({ partyId: v.optional(uuid()) }),
  documentedAs({
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: 'PDF, JPEG or PNG, at most DOCUMENT_MAX_BYTES (default 10 MiB)' },
      partyId: { type: 'string', format: 'uuid', description: 'the party of the act the document belongs to' },
    },
  }),
);
export type DocumentUploadFields = v.InferOutput<typeof DocumentUploadFields>;

/** One document of an act as its parties and notary see it. */
export const ActDocument = v.object({
  id: v.string(),
  actId: v.string(),
  /** The party it belongs to; null: the act as a whole. */
  partyId: nullableString,
  partyName: nullableString,
  name: v.string(),
  mimeType: v.picklist(DOCUMENT_MIME_TYPES),
  /** Bytes. */
  size: v.number(),
  /** SHA-256 of the content, lower-case hex; the same value is in the act's audit trail. */
  sha256: v.string(),
  uploadedBy: v.string(),
  uploadedByName: nullableString,
  createdAt: dateTimeOut,
  /** The signed-in user may delete it now (the uploader, while the act is in Preparation). */
  canDelete: v.boolean(),
});
export type ActDocument = v.InferOutput<typeof ActDocument>;
