import { Module } from '@nestjs/common';
import { VideoCheckController } from './video-check.controller.js';

/** Issue 16.1: the check before a video conference (`GET /api/video-check/speed`). */
@Module({ controllers: [VideoCheckController] })
export class VideoCheckModule {}
