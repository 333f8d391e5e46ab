import { DICTIONARIES, type Dictionary } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { upsertActTypes, upsertCatalogue } from '../catalogue/catalogue.seed.js';
import type { SessionUser } from '../identity/session-user.js';
import { upsertOffices } from '../notaries/notaries.seed.js';
import { upsertDistricts, upsertRegions, type UpsertCounts } from '../reference/reference.seed.js';
import { DictionaryRepository } from './dictionary.repository.js';
import { ReferenceSource } from './reference-source.js';

export { DICTIONARIES, type Dictionary };

export type DictionaryStatus = {
  dictionary: Dictionary;
  count: number;
  lastRefresh: { finishedAt: string; source: string; inserted: number; updated: number; unchanged: number } | null;
};

/**
 * update_dict (administrators): refreshes the reference data from the
 * adapters. Each dictionary is refreshed in its own transaction and logged,
 * so a failing source leaves the others refreshed and the old data in place.
 */
@Injectable()
export class DictionaryService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: DictionaryRepository,
    private readonly source: ReferenceSource,
  ) {}

  async status(): Promise<DictionaryStatus[]> {
    const out: DictionaryStatus[] = [];
    for (const dictionary of DICTIONARIES) {
      const n = await this.repo.count(dictionary);
      const last = await this.repo.lastRefresh(dictionary);
      out.push({
        dictionary,
        count: n,
        lastRefresh: last ? { finishedAt: last.finished_at.toISOString(), source: last.source, inserted: last.inserted, updated: last.updated, unchanged: last.unchanged } : null,
      });
    }
    return out;
  }

  async refresh(user: SessionUser, dictionaries: readonly Dictionary[]): Promise<{ dictionary: Dictionary; ok: boolean; counts?: UpsertCounts; error?: string }[]> {
    const results: { dictionary: Dictionary; ok: boolean; counts?: UpsertCounts; error?: string }[] = [];
    // Territories first: offices refer to them.
    for (const dictionary of DICTIONARIES.filter((d) => dictionaries.includes(d))) {
      const started = new Date();
      try {
        const counts = await this.db.transaction(async (em) => {
          const c =
            dictionary === 'regions'
              ? await upsertRegions(em, await this.source.regions())
              : dictionary === 'districts'
                ? await upsertDistricts(em, await this.source.districts())
                : dictionary === 'offices'
                  ? await upsertOffices(em, await this.source.offices())
                  : dictionary === 'act_types'
                    ? await upsertActTypes(em)
                    : await (async () => {
                        const { groups, services } = await this.source.catalogue();
                        return upsertCatalogue(em, groups, services);
                      })();
          await this.repo.logRefresh(em, dictionary, dictionary === 'act_types' ? 'domain' : this.source.name, started, c, user.id);
          return c;
        });
        results.push({ dictionary, ok: true, counts });
      } catch (e) {
        results.push({ dictionary, ok: false, error: (e as Error).message });
      }
    }
    return results;
  }
}
