import { Controller, Get, Logger, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Health } from '@notary/domain/contracts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../common/database-unavailable.js';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { HealthRepository } from './health.repository.js';

@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');
  private lastLog = 0;

  constructor(private readonly repo: HealthRepository) {}

  /** Reports the database's state; 503 when it does not answer, so a load balancer can drain us. */
  @Get()
  @ApiDoc({ summary: "The API and its database: 200 ok, or 503 degraded with the same body shape when the database does not answer", response: Health, isPublic: true })
  async health(@Res() res: Response): Promise<void> {
    const started = performance.now();
    try {
      const version = await this.repo.serverVersion();
      const migrations = await this.repo.migrationCount();
      res.status(200).json({
        status: 'ok',
        database: {
          status: 'up',
          version,
          migrations,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
      });
    } catch (e) {
      // Anonymous callers learn that it is down, not where it lives (issue 12.6); the log says why.
      if (Date.now() - this.lastLog > 10_000) {
        this.lastLog = Date.now();
        this.logger.warn(`database down: ${(e as Error)?.message ?? String(e)}`);
      }
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ status: 'degraded', database: { status: 'down' } });
    }
  }
}
