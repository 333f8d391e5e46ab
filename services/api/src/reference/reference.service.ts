import type { District, Territory } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { ReferenceRepository } from './reference.repository.js';

@Injectable()
export class ReferenceService {
  constructor(private readonly repo: ReferenceRepository) {}

  regions(): Promise<Territory[]> {
    return this.repo.regions();
  }

  districts(regionId?: number): Promise<District[]> {
    return this.repo.districts(regionId);
  }
}
