import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type ApiConfig } from './config.js';
import { CONFIG } from './common/tokens.js';
import { dataSourceOptions } from './database/data-source.js';
import { apiModules } from './api-modules.js';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // Migrations run in createApp under an advisory lock (database/migrate.ts), not here.
        TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl), migrationsRun: false }),
        // One scheduler for every job (@Interval: missed video, e-queue reminders, demo rosters).
        ScheduleModule.forRoot(),
        ...apiModules,
      ],
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
    };
  }
}
