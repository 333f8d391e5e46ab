import type { Catalogue, Localised, ServiceDetails } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { AppError } from '../common/app-error.js';
import { CatalogueRepository } from './catalogue.repository.js';




const NOT_FOUND: Localised = { oz: 'Xizmat topilmadi', uz: 'Хизмат топилмади', ru: 'Услуга не найдена' };

@Injectable()
export class CatalogueService {
  constructor(private readonly repository: CatalogueRepository) {}

  /** spec/acts-domain.md 2: search, action groups, actions and the count of actions in each group. */
  async list(search: string | undefined): Promise<Catalogue> {
    const pattern = search ? `%${search.toLowerCase().replace(/[ʻʼ‘’`]/g, "'").replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await this.repository.groups(pattern);
    const groups = rows.map((r) => ({ ...r, count: r.services.length }));
    return { groups, total: groups.reduce((n, g) => n + g.count, 0) };
  }

  async details(id: number, locale: Locale): Promise<ServiceDetails> {
    const row = await this.repository.details(id);
    if (!row) throw new AppError('not_found', 404, NOT_FOUND[locale]);
    return row;
  }
}
