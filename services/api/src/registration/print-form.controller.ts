import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { RequestOrigin } from '../common/http/request-origin.js';
import { portalBaseUrl } from '../invitations/invitation-issuer.service.js';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import { PrintFormService } from './print-form.service.js';

@Controller('notarial_act/:uuid')
@UseGuards(AuthGuard)
export class PrintFormController {
  constructor(
    private readonly printForm: PrintFormService,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  @Get('print-form.pdf')
  @ApiDoc({
    summary: 'Print form tab: the act as a PDF with a QR code opening /search_notarial_act?regnum=…&regdate=…&office=… (the act check of exactly this act)',
    produces: 'application/pdf',
    errors: { 403: "'Access Denied'", 418: 'download_forbidden (spec/shell.md 8: 418 on file download)' },
  })
  async pdf(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @RequestOrigin() origin: string | null, @Res() res: Response) {
    // The QR code is scanned on another phone: the portal's public address, as the invitation links use it
    // (PUBLIC_URL without its trailing slash, else the checked request origin).
    const file = await this.printForm.pdf(uuid, user, portalBaseUrl(this.config.get('publicUrl', { infer: true }), origin));
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', `attachment; filename="${file.name}"`);
    res.send(file.bytes);
  }
}
