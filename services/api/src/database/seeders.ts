import type { Seeder } from './seed.js';

/** The demo seeders, in dependency order. Each feature adds its own. */
export const seeders: Seeder[] = [];
