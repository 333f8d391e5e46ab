import { catalogueSeeder } from '../catalogue/catalogue.seed.js';
import { notariesSeeder } from '../notaries/notaries.seed.js';
import { notaryReviewsSeeder } from '../notaries/reviews.seed.js';
import { referenceSeeder } from '../reference/reference.seed.js';
import { publicRegistriesSeeder } from '../searches/registries.seed.js';
import type { Seeder } from './seed.js';
import { registriesSeeder } from '../state-registries/registries.seed.js';
import { identitySeeder } from '../identity/identity.seed.js';

/** The demo seeders, in dependency order. Each feature adds its own. */
export const seeders: Seeder[] = [referenceSeeder, notariesSeeder, catalogueSeeder, publicRegistriesSeeder, notaryReviewsSeeder, identitySeeder, registriesSeeder];
