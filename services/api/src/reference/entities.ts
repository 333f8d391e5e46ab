import { District } from './district.entity.js';
import { Region } from './region.entity.js';

export const referenceEntities = [Region, District];
