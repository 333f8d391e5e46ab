import { NotariesModule } from './notaries/notaries.module.js';
import { ReferenceModule } from './reference/reference.module.js';

/**
 * The feature modules of the API (one NestJS module per feature folder). Each
 * feature adds its module here.
 */
export const featureModules: (new (...args: never[]) => unknown)[] = [ReferenceModule, NotariesModule];
