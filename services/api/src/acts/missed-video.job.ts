import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AppError } from '../common/app-error.js';
import { claimJobPeriod } from '../common/jobs/job-claims.js';
import { ActTransitions } from './act-transitions.service.js';
import { ActsRepository } from './acts.repository.js';

/**
 * acts-domain 4 "A missed video conference makes the request Inactive and
 * operations stop" (issue 5.10). Every minute, video acts whose slot passed
 * without registration get the machine's `miss_video` event from the system;
 * the machine's own guards (video, time passed, steps 7–8: the time was confirmed) decide, and each
 * act is its own locked transaction with its audit row.
 */
const MISSED_VIDEO_PERIOD_MS = 60_000;

@Injectable()
export class MissedVideoJob {
  private readonly logger = new Logger('MissedVideoJob');
  private isRunning = false;

  constructor(
    private readonly acts: ActsRepository,
    private readonly transitions: ActTransitions,
  ) {}

  @Interval('missed-video-conference', MISSED_VIDEO_PERIOD_MS)
  async tick(): Promise<void> {
    if (this.isRunning) return;
    this.isRunning = true;
    try {
      // Once a minute for the whole product, whichever replica claims the minute (issue 17.3).
      if (await claimJobPeriod(this.acts.manager, 'missed-video-conference', MISSED_VIDEO_PERIOD_MS)) await this.run();
    } finally {
      this.isRunning = false;
    }
  }

  /** Returns the acts made inactive (the tests call this directly). */
  async run(now = new Date()): Promise<string[]> {
    const due = await this.acts.missedVideoCandidates(this.acts.manager, now);
    const done: string[] = [];
    for (const id of due) {
      try {
        await this.transitions.send(id, 'miss_video', { kind: 'system', label: 'missed-video-job' });
        done.push(id);
      } catch (e) {
        // Another instance or a registration got there first: the machine refused under the lock.
        if (!(e instanceof AppError)) this.logger.error(`miss_video ${id}: ${String(e)}`);
      }
    }
    return done;
  }
}
