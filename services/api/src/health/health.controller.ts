import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import * as v from 'valibot';
import { DataSource } from 'typeorm';
import { ApiDoc } from '../common/openapi/api-doc.js';

const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.object({
    status: v.picklist(['up', 'down']),
    version: v.optional(v.string()),
    migrations: v.optional(v.pipe(v.number(), v.description('migrations applied'))),
    latencyMs: v.optional(v.number()),
    error: v.optional(v.pipe(v.string(), v.description('why the database does not answer (503)'))),
  }),
});

@Controller('health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  /** Reports the database's state; 503 when it does not answer, so a load balancer can drain us. */
  @Get()
  @ApiDoc({ summary: "The API and its database: 200 ok, or 503 degraded with the same body shape when the database does not answer", response: HealthSchema, isPublic: true })
  async health(@Res() res: Response): Promise<void> {
    const started = performance.now();
    try {
      const [row] = (await this.db.query('SELECT current_setting($1) AS version', ['server_version'])) as {
        version: string;
      }[];
      const migrations = (await this.db.query('SELECT count(*)::int AS n FROM migrations')) as { n: number }[];
      res.status(200).json({
        status: 'ok',
        database: {
          status: 'up',
          version: row?.version,
          migrations: migrations[0]?.n ?? 0,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
      });
    } catch (e) {
      res.status(503).json({ status: 'degraded', database: { status: 'down', error: (e as Error).message } });
    }
  }
}
