import type { Catalogue, Localised, ServiceDetails } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';




const NOT_FOUND: Localised = { oz: 'Xizmat topilmadi', uz: 'Хизмат топилмади', ru: 'Услуга не найдена' };

@Injectable()
export class CatalogueService {
  constructor(private readonly db: DataSource) {}

  /** spec/acts-domain.md 2: search, action groups, actions and the count of actions in each group. */
  async list(search: string | undefined): Promise<Catalogue> {
    const pattern = search ? `%${search.toLowerCase().replace(/[ʻʼ‘’`]/g, "'").replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = (await this.db.query(
      `SELECT g.id, g.icon, g.name,
         json_agg(json_build_object('id', s.id, 'actTypeId', s.act_type_id, 'name', s.name, 'simpleDescription', s.simple_description)
           ORDER BY s.sort) AS services
       FROM service_group g JOIN notarial_service s ON s.group_id = g.id
       WHERE $1::text IS NULL OR s.search_text LIKE $1
       GROUP BY g.id ORDER BY g.sort`,
      [pattern],
    )) as { id: number; icon: string; name: Localised; services: Catalogue['groups'][number]['services'] }[];
    const groups = rows.map((r) => ({ ...r, count: r.services.length }));
    return { groups, total: groups.reduce((n, g) => n + g.count, 0) };
  }

  async details(id: number, locale: Locale): Promise<ServiceDetails> {
    const [row] = (await this.db.query(
      `SELECT s.id, s.act_type_id AS "actTypeId", json_build_object('id', g.id, 'name', g.name) AS "group", s.name,
         s.legal_description AS "legalDescription", s.simple_description AS "simpleDescription", s.documents, s.participants,
         s.duration, s.result, s.conditions,
         coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY array_position(s.related, r.id))
           FROM notarial_service r WHERE r.id = ANY (s.related)), '[]') AS related,
         (SELECT count(*)::int FROM notarial_act a WHERE a.type_id = s.act_type_id AND a.regnum IS NOT NULL) AS "registeredCount"
       FROM notarial_service s JOIN service_group g ON g.id = s.group_id WHERE s.id = $1`,
      [id],
    )) as ServiceDetails[];
    if (!row) throw new AppError('not_found', 404, NOT_FOUND[locale]);
    return row;
  }
}
