import { Controller, Get, Headers, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import * as v from 'valibot';
import { VideoRecordingPlayback } from '@notary/domain/contracts';
import { AppError } from '../../common/app-error.js';
import { ACT_ERRORS, ApiDoc } from '../../common/openapi/api-doc.js';
import { ActMemberGuard } from '../../documents/act-member.guard.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../../identity/auth.js';
import { parseRange } from './playback-token.js';
import { RecordingsService } from './recordings.service.js';

/** Issue 16.4: the act card's recordings of its video conference. */
@Controller('notarial_act/:uuid/video/recordings')
export class RecordingsController {
  constructor(private readonly recordings: RecordingsService) {}

  @Get()
  @UseGuards(AuthGuard, ActMemberGuard)
  @ApiDoc({
    summary: "The act's conference recordings (its parties and the office's notary), each with its SHA-256 and a playback URL",
    response: v.array(VideoRecordingPlayback),
    errors: ACT_ERRORS,
  })
  list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.recordings.list(uuid, user);
  }

  @Get(':recordingId/content')
  @ApiDoc({
    summary: 'One recording (video/webm), whole or one byte range (Range: bytes=…, answered 206), for a <video> element: the playback URL of the list carries the signed token',
    produces: 'video/webm',
    isPublic: true,
    errors: {
      206: 'Partial Content: the asked byte range',
      404: 'recording not found',
      410: 'recording_deleted: the file was deleted when its retention ended (the row and SHA-256 stay)',
      416: 'recording_range_not_satisfiable (Content-Range: bytes */size)',
      418: 'download_forbidden: no token, or one that is forged, expired or for another recording',
    },
  })
  async content(
    @Param('uuid') uuid: string,
    @Param('recordingId') recordingId: string,
    @Query('token') token: string | undefined,
    @Headers('range') range: string | undefined,
    @Res() res: Response,
  ) {
    let content;
    try {
      content = await this.recordings.content(uuid, recordingId, typeof token === 'string' ? token : undefined, (size) => parseRange(range, size));
    } catch (e) {
      if (e instanceof AppError && e.status === 416) res.setHeader('content-range', `bytes */${String(e.details?.size ?? '*')}`);
      throw e;
    }
    const { size, stream } = content;
    res.setHeader('content-type', 'video/webm');
    res.setHeader('accept-ranges', 'bytes');
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    if (content.range) {
      res.status(206);
      res.setHeader('content-range', `bytes ${content.range.start}-${content.range.end}/${size}`);
      res.setHeader('content-length', String(content.range.end - content.range.start + 1));
    } else {
      res.setHeader('content-length', String(size));
    }
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}
