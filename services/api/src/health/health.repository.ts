import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The health probe's two reads; either throws when the database does not answer. */
@Injectable()
export class HealthRepository {
  constructor(private readonly db: DataSource) {}

  /** The server's version string. */
  async serverVersion(): Promise<string | undefined> {
    const [row] = (await this.db.query('SELECT current_setting($1) AS version', ['server_version'])) as { version: string }[];
    return row?.version;
  }

  /** How many migrations have run. */
  async migrationCount(): Promise<number> {
    const migrations = (await this.db.query('SELECT count(*)::int AS n FROM migrations')) as { n: number }[];
    return migrations[0]?.n ?? 0;
  }
}
