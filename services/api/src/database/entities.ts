import { actsEntities } from '../acts/entities.js';

/**
 * Every TypeORM entity of the API. Each feature module adds its entities here
 * (one import and one array entry), so that migrations, the CLI and tests see
 * the same set.
 */
export const entities: Function[] = [...actsEntities];
