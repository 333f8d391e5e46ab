import type { Catalogue, Localised, ServiceDetails } from '@notary/domain/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type CatalogueGroupRow = { id: number; icon: string; name: Localised; services: Catalogue['groups'][number]['services'] };

/** The services catalogue's data access (service_group, notarial_service), for the catalogue and its calculator. */
@Injectable()
export class CatalogueRepository {
  constructor(private readonly db: DataSource) {}

  /** The groups with their services, matching a LIKE pattern of the search text (null: every service). */
  async groups(pattern: string | null): Promise<CatalogueGroupRow[]> {
    return (await this.db.query(
      `SELECT g.id, g.icon, g.name,
         json_agg(json_build_object('id', s.id, 'actTypeId', s.act_type_id, 'name', s.name, 'simpleDescription', s.simple_description)
           ORDER BY s.sort) AS services
       FROM service_group g JOIN notarial_service s ON s.group_id = g.id
       WHERE $1::text IS NULL OR s.search_text LIKE $1
       GROUP BY g.id ORDER BY g.sort`,
      [pattern],
    )) as CatalogueGroupRow[];
  }

  /** One service with its group, related services and how many acts of its type were registered; null when unknown. */
  async details(id: number): Promise<ServiceDetails | null> {
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
    return row ?? null;
  }

  /** A service's act type and name (the calculator); null when unknown. */
  async service(id: number): Promise<{ id: number; act_type_id: number; name: Localised } | null> {
    const [row] = (await this.db.query(`SELECT id, act_type_id, name FROM notarial_service WHERE id = $1`, [id])) as {
      id: number;
      act_type_id: number;
      name: Localised;
    }[];
    return row ?? null;
  }
}
