import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type ApiConfig } from './config.js';
import { dataSourceOptions } from './database/data-source.js';
import { apiModules } from './api-modules.js';
import { searchDataSourceOptions } from './searches/search-pool.js';

@Module({})
export class AppModule {
  /**
   * `config` is the environment already checked by `loadConfig` (config.ts;
   * a bad value stopped the start there). Services read it through
   * @nestjs/config's `ConfigService<ApiConfig, true>`; tests hand in their own.
   */
  static forRoot(config: ApiConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // No .env file and no process.env lookups: the checked config object is the only source.
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, skipProcessEnv: true, load: [() => config] }),
        // Migrations run in createApp under an advisory lock (database/migrate.ts), not here.
        TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl, config.dbPoolMax), migrationsRun: false }),
        // The public searches' read-only, time-limited pool (searches/search-pool.ts).
        TypeOrmModule.forRoot(searchDataSourceOptions(databaseUrl, Math.max(2, Math.ceil(config.dbPoolMax / 2)))),
        // One scheduler for every job (@Interval: missed video, e-queue reminders, demo rosters).
        ScheduleModule.forRoot(),
        ...apiModules,
      ],
    };
  }
}
