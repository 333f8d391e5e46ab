import { NotariesModule } from './notaries/notaries.module.js';
import { ReferenceModule } from './reference/reference.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { IdentityModule } from './identity/identity.module.js';

/**
 * The feature modules of the API (one NestJS module per feature folder). Each
 * feature adds its module here.
 */
export const featureModules: (new (...args: never[]) => unknown)[] = [SessionsModule, IdentityModule, ReferenceModule, NotariesModule];
