import { actsEntities } from '../acts/entities.js';
import { notariesEntities } from '../notaries/entities.js';
import { referenceEntities } from '../reference/entities.js';
import { identityEntities } from '../identity/entities.js';

/**
 * Every TypeORM entity of the API. Each feature module adds its entities here
 * (one import and one array entry), so that migrations, the CLI and tests see
 * the same set.
 */
export const entities: Function[] = [...identityEntities, ...referenceEntities, ...notariesEntities, ...actsEntities];
