import { randomBytes } from 'node:crypto';
import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { SPEED_TEST_BYTES } from '@notary/domain/contracts';
import type { Response } from 'express';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard } from '../identity/auth.guard.js';

/**
 * Issue 16.1: the connection speed test of the check before a video
 * conference (spec/shell.md 2.1 `video_testing`). Signed-in callers only, so
 * it is no free bandwidth sink. The random bytes are drawn once, at start:
 * each answer costs a write, not a draw. They are sent as they are (random
 * bytes do not compress, and common/http/compression.ts leaves octet streams
 * alone), so the browser times the real size.
 */
@Controller('video-check')
@UseGuards(AuthGuard)
export class VideoCheckController {
  private readonly payload = randomBytes(SPEED_TEST_BYTES);

  @Get('speed')
  @ApiDoc({
    summary: 'Connection speed test: 1 MiB of random bytes, never cached; the browser times the download (at least 2 Mb/s, 4 recommended)',
    produces: 'application/octet-stream',
    errors: { 403: "'Access Denied'" },
  })
  speed(@Res() res: Response): void {
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', String(this.payload.length));
    res.end(this.payload);
  }
}
