import { DocsModule } from './common/openapi/docs.module.js';
import { featureModules } from './feature-modules.js';
import { HealthModule } from './health/health.module.js';

/** Every module that serves routes: health, the OpenAPI document and the features (app.module.ts, write-openapi.ts). */
export const apiModules: (new (...args: never[]) => unknown)[] = [HealthModule, DocsModule, ...featureModules];
