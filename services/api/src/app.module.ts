import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type ApiConfig } from './config.js';
import { CONFIG } from './common/tokens.js';
import { dataSourceOptions } from './database/data-source.js';
import { HealthModule } from './health/health.module.js';
import { featureModules } from './feature-modules.js';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl), migrationsRun: true, migrationsTransactionMode: 'each' }),
        HealthModule,
        ...featureModules,
      ],
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
    };
  }
}
