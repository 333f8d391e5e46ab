import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { type ActDocument, cleanDocumentName, type DocumentMimeType, type DocumentUploadFields, sniffDocumentType } from '@notary/domain/contracts';
import { type ActAccess, resolveActAccess } from '../acts/act-access.js';
import { ActTransitions, domainError } from '../acts/act-transitions.service.js';
import { AppError } from '../common/app-error.js';
import type { SessionUser } from '../identity/auth.js';
import type { ActDocumentRow } from './document.entity.js';
import { DocumentsRepository, type DocumentListRow } from './documents.repository.js';
import { FileStorage } from './file-storage.js';

/** What the upload interceptor hands over of the `file` part. */
export type UploadedDocument = { buffer: Buffer; originalname: string; size: number };

export type DocumentFile = { name: string; mimeType: DocumentMimeType; bytes: Buffer };

function notFound(): AppError {
  return new AppError('not_found', 404, 'document not found');
}

/**
 * Documents of an act (issue 13.2). The parties of the act and the notary of
 * its office list and download them; a party (the applicant or an invited
 * party) attaches them while the act is in process; whoever uploaded one may
 * delete it while the act is in Preparation. The content goes to the file
 * storage adapter, the row and an audit entry with its SHA-256 are written
 * under the act's row lock (ActTransitions.mutate).
 */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger('Documents');

  constructor(
    private readonly transitions: ActTransitions,
    private readonly documents: DocumentsRepository,
    private readonly storage: FileStorage,
  ) {}

  async list(actId: string, user: SessionUser): Promise<ActDocument[]> {
    const access = await resolveActAccess(this.documents.manager, actId, user, { lock: false });
    const rows = await this.documents.list(this.documents.manager, actId);
    return rows.map((row) => view(row, access, user));
  }

  async upload(actId: string, user: SessionUser, file: UploadedDocument | undefined, fields: DocumentUploadFields, requestId: string): Promise<ActDocument> {
    if (!file || file.size === 0) {
      throw new AppError('validation_failed', 400, 'file: a PDF, JPEG or PNG file is required', { issues: [{ path: 'file', message: 'error_required' }] });
    }
    // By content only: a renamed .exe with a .pdf name and an application/pdf header is still refused.
    const mimeType = sniffDocumentType(file.buffer);
    if (!mimeType) throw new AppError('document_type_not_allowed', 415, 'Only PDF, JPEG or PNG documents are accepted (recognised by their content)');
    const sha256 = createHash('sha256').update(file.buffer).digest('hex');
    const id = randomUUID();
    const storageKey = `${actId}/${id}`;
    const name = cleanDocumentName(file.originalname);
    // The bytes first, the row after: a row never names content that is not stored. A refused or
    // failed transaction removes what was written.
    await this.storage.put(storageKey, file.buffer, mimeType);
    try {
      return await this.transitions.mutate(
        actId,
        user,
        'document.add',
        async ({ em, access, audit }) => {
          if (access.actor === 'notary') throw domainError('act_actor_not_allowed');
          if (access.act.status !== 'active') throw domainError('act_finished');
          if (fields.partyId && !(await this.documents.isPartyOf(em, actId, fields.partyId))) {
            throw new AppError('validation_failed', 400, 'partyId: not a party of this act', { issues: [{ path: 'partyId', message: 'error_wrong_uuid' }] });
          }
          const row = await this.documents.insert(em, {
            id,
            actId,
            partyId: fields.partyId ?? null,
            name,
            mimeType,
            size: file.size,
            sha256,
            storageKey,
            uploadedBy: user.id,
            uploadedByName: user.fullname,
          });
          Object.assign(audit, { documentId: id, name, mimeType, size: file.size, sha256, partyId: row.partyId });
          return view({ ...row, partyName: await this.documents.partyName(em, row.partyId) }, access, user);
        },
        requestId,
      );
    } catch (e) {
      await this.storage.remove(storageKey).catch((err: unknown) => this.logger.warn(`remove ${storageKey}: ${String(err)}`));
      throw e;
    }
  }

  /** spec/shell.md 8: a download refused to a stranger is 418 `download_forbidden`. */
  async download(actId: string, documentId: string, user: SessionUser): Promise<DocumentFile> {
    try {
      await resolveActAccess(this.documents.manager, actId, user, { lock: false });
    } catch (e) {
      if (e instanceof AppError && e.status === 418) throw new AppError('download_forbidden', 418, e.code, { cause: e.code });
      throw e;
    }
    const row = await this.documents.find(this.documents.manager, actId, documentId);
    if (!row) throw notFound();
    const bytes = await this.storage.get(row.storageKey);
    if (!bytes) {
      this.logger.error(`document ${row.id} of act ${actId}: no content under ${row.storageKey}`);
      throw new AppError('not_found', 404, 'the document content is missing from the file storage');
    }
    return { name: row.name, mimeType: row.mimeType as DocumentMimeType, bytes };
  }

  async remove(actId: string, documentId: string, user: SessionUser, requestId: string): Promise<void> {
    const key = await this.transitions.mutate(
      actId,
      user,
      'document.remove',
      async ({ em, access, audit }) => {
        const row = await this.documents.find(em, actId, documentId);
        if (!row) throw notFound();
        if (!isDeletable(row, access, user)) {
          throw new AppError('document_not_deletable', 409, 'A document is deleted only by whoever uploaded it, while the act is in Preparation');
        }
        await this.documents.delete(em, documentId);
        Object.assign(audit, { documentId, name: row.name, sha256: row.sha256 });
        return row.storageKey;
      },
      requestId,
    );
    // After commit: a rolled-back delete keeps its content.
    await this.storage.remove(key).catch((err: unknown) => this.logger.warn(`remove ${key}: ${String(err)}`));
  }
}

/** Issue 13.2 (per spec): the uploader, while the act is in Preparation (step 1, active). */
function isDeletable(row: Pick<ActDocumentRow, 'uploadedBy'>, access: ActAccess, user: SessionUser): boolean {
  return row.uploadedBy === user.id && access.act.step === 1 && access.act.status === 'active';
}

function view(row: DocumentListRow, access: ActAccess, user: SessionUser): ActDocument {
  return {
    id: row.id,
    actId: row.actId,
    partyId: row.partyId,
    partyName: row.partyName,
    name: row.name,
    mimeType: row.mimeType as DocumentMimeType,
    size: row.size,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    uploadedByName: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
    canDelete: isDeletable(row, access, user),
  };
}
