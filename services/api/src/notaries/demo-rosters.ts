import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { ConfigService } from '@nestjs/config';
import { claimJobPeriod } from '../common/jobs/job-claims.js';
import type { ApiConfig } from '../config.js';
import { NotariesRepository } from './notaries.repository.js';
import { rollDemoRosters } from './notaries.seed.js';

/**
 * With demo data on (SEED_DEMO), rolls the demo leave and weekend-duty rosters
 * forward at every start and then hourly (a cheap, idempotent check), so they
 * stay around today however long ago the database was first seeded. Only once
 * the directory seed has run: without it the demo notaries do not exist.
 */
const ROSTERS_PERIOD_MS = 60 * 60 * 1000;

@Injectable()
export class DemoRosters implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoRosters');

  constructor(
    private readonly db: DataSource,
    private readonly repo: NotariesRepository,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.tick();
  }

  @Interval('demo-rosters', ROSTERS_PERIOD_MS)
  async tick(): Promise<void> {
    if (!this.config.get('seedDemo', { infer: true })) return;
    // Once an hour for the whole product, whichever replica claims the hour (issue 17.3).
    try {
      if (!(await claimJobPeriod(this.db.manager, 'demo-rosters', ROSTERS_PERIOD_MS))) return;
    } catch (e) {
      this.logger.error(`demo rosters: ${(e as Error).message}`);
      return;
    }
    await this.run();
  }

  async run(): Promise<void> {
    try {
      if (!(await this.repo.directorySeeded())) return;
      const added = await rollDemoRosters(this.db.manager);
      if (added.absences + added.duties > 0) this.logger.log(`demo rosters rolled forward: ${added.absences} leave, ${added.duties} duty turns`);
    } catch (e) {
      this.logger.error(`demo rosters: ${(e as Error).message}`);
    }
  }
}
