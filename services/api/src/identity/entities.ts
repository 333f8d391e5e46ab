import { User } from '../users/user.entity.js';

/** The TypeORM entities of the identity side (users and the civil registry). */
export const identityEntities: Function[] = [User];
