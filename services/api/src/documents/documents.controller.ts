import { Body, Controller, Delete, Get, Param, Post, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import * as v from 'valibot';
import { ActDocument, DocumentUploadFields, Ok } from '@notary/domain/contracts';
import { RequestId } from '../common/http/request-id.js';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { ActMemberGuard } from './act-member.guard.js';
import { DocumentsService, type UploadedDocument } from './documents.service.js';
import { DocumentUploadInterceptor } from './upload.interceptor.js';

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266, 5987). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Issue 13.2: the documents tab of the act card. */
@Controller('notarial_act/:uuid/documents')
@UseGuards(AuthGuard, ActMemberGuard)
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @ApiDoc({ summary: "The act's documents (its parties and the office's notary)", response: v.array(ActDocument), errors: ACT_ERRORS })
  list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.documents.list(uuid, user);
  }

  @Post()
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiDoc({
    summary: 'Attach a scan (PDF, JPEG or PNG by content, at most DOCUMENT_MAX_BYTES) to the act or to one party of it; its SHA-256 goes to the audit trail',
    consumes: 'multipart/form-data',
    body: DocumentUploadFields,
    response: ActDocument,
    errors: {
      ...ACT_ERRORS,
      400: 'no file, a malformed form, or a partyId not of this act',
      403: "'Access Denied', or act_actor_not_allowed (the notary does not attach documents)",
      409: 'act_finished',
      413: 'payload_too_large: the file is over DOCUMENT_MAX_BYTES (details.limit)',
      415: 'document_type_not_allowed: not a PDF, JPEG or PNG by content',
    },
  })
  upload(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @UploadedFile() file: UploadedDocument | undefined,
    @Body(new ValibotPipe(DocumentUploadFields)) fields: DocumentUploadFields,
    @RequestId() requestId: string,
  ) {
    return this.documents.upload(uuid, user, file, fields, requestId);
  }

  @Get(':documentId')
  @ApiDoc({
    summary: 'Download one document',
    produces: 'application/octet-stream',
    errors: { 403: ACT_ERRORS[403], 404: 'document not found', 418: 'download_forbidden (spec/shell.md 8: 418 on file download)' },
  })
  async download(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('documentId') documentId: string, @Res() res: Response) {
    const file = await this.documents.download(uuid, documentId, user);
    res.setHeader('content-type', file.mimeType);
    res.setHeader('content-disposition', contentDisposition(file.name));
    res.setHeader('x-content-type-options', 'nosniff');
    res.send(file.bytes);
  }

  @Delete(':documentId')
  @ApiDoc({
    summary: 'Delete a document: whoever uploaded it, while the act is in Preparation',
    response: Ok,
    errors: { ...ACT_ERRORS, 404: 'document not found', 409: 'document_not_deletable' },
  })
  async remove(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('documentId') documentId: string, @RequestId() requestId: string) {
    await this.documents.remove(uuid, documentId, user, requestId);
    return { ok: true as const };
  }
}
