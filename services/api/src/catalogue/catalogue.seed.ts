import { ACT_TYPE_IDS, ACT_TYPES } from '@notary/domain/act';
import type { EntityManager } from 'typeorm';
import type { Seeder } from '../database/seed.js';
import { latinToCyrillic } from '../reference/latin-to-cyrillic.js';
import { upsertCounts as count, type UpsertCounts } from '../reference/reference.seed.js';
import { SERVICE_GROUPS, SERVICES, type Bilingual, type BilingualList, type ServiceData, type ServiceGroupData } from './catalogue.data.js';

const tri = (b: Bilingual) => ({ oz: b.oz, uz: latinToCyrillic(b.oz), ru: b.ru });
const triList = (b: BilingualList) => ({ oz: b.oz, uz: b.oz.map(latinToCyrillic), ru: b.ru });


/** The act-type dictionary from the domain package (spec/acts-domain.md 3: the 17 type ids and their names). */
export async function upsertActTypes(em: EntityManager): Promise<UpsertCounts> {
  const rows = ACT_TYPE_IDS.map((id) => ({ id, ...ACT_TYPES[id].names }));
  const result = (await em.query(
    `INSERT INTO act_type (id, name_oz, name_uz, name_ru)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(id int, oz text, uz text, ru text)
     ON CONFLICT (id) DO UPDATE SET name_oz = excluded.name_oz, name_uz = excluded.name_uz, name_ru = excluded.name_ru, updated_at = now()
     WHERE (act_type.name_oz, act_type.name_uz, act_type.name_ru) IS DISTINCT FROM (excluded.name_oz, excluded.name_uz, excluded.name_ru)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(rows)],
  )) as { inserted: boolean }[];
  return count(result, rows.length);
}

/** Groups and services; a service row changes only when one of its texts did. */
export async function upsertCatalogue(
  em: EntityManager,
  groups: readonly ServiceGroupData[] = SERVICE_GROUPS,
  services: readonly ServiceData[] = SERVICES,
): Promise<UpsertCounts> {
  await em.query(
    `INSERT INTO service_group (id, name, icon, sort)
     SELECT id, name, icon, id FROM jsonb_to_recordset($1::jsonb) AS g(id int, name jsonb, icon text)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, icon = excluded.icon, updated_at = now()
     WHERE (service_group.name, service_group.icon) IS DISTINCT FROM (excluded.name, excluded.icon)`,
    [JSON.stringify(groups.map((g) => ({ id: g.id, icon: g.icon, name: tri(g.name) })))],
  );
  const rows = services.map((s, i) => {
    const name = tri(s.name);
    const simple = tri(s.simple);
    const legal = tri(s.legal);
    return {
      id: s.id, groupId: s.groupId, actTypeId: s.id, name, legal, simple,
      documents: triList(s.documents), participants: triList(s.participants), duration: tri(s.duration), result: tri(s.result),
      conditions: tri(s.conditions), related: s.related, sort: i,
      search: [name.oz, name.uz, name.ru, simple.oz, simple.uz, simple.ru].join(' ').toLowerCase().replace(/[ʻʼ‘’`]/g, "'"),
    };
  });
  const result = (await em.query(
    `INSERT INTO notarial_service (id, group_id, act_type_id, name, legal_description, simple_description, documents,
       participants, duration, result, conditions, related, sort, search_text)
     SELECT id, "groupId", "actTypeId", name, legal, simple, documents, participants, duration, result, conditions,
       ARRAY(SELECT jsonb_array_elements_text(related)::int), sort, search
     FROM jsonb_to_recordset($1::jsonb) AS s(id int, "groupId" int, "actTypeId" int, name jsonb, legal jsonb, simple jsonb,
       documents jsonb, participants jsonb, duration jsonb, result jsonb, conditions jsonb, related jsonb, sort int, search text)
     ON CONFLICT (id) DO UPDATE SET group_id = excluded.group_id, act_type_id = excluded.act_type_id, name = excluded.name,
       legal_description = excluded.legal_description, simple_description = excluded.simple_description,
       documents = excluded.documents, participants = excluded.participants, duration = excluded.duration,
       result = excluded.result, conditions = excluded.conditions, related = excluded.related, sort = excluded.sort,
       search_text = excluded.search_text, updated_at = now()
     WHERE (notarial_service.name, notarial_service.legal_description, notarial_service.simple_description,
            notarial_service.documents, notarial_service.participants, notarial_service.duration, notarial_service.result,
            notarial_service.conditions, notarial_service.related, notarial_service.group_id, notarial_service.sort)
       IS DISTINCT FROM (excluded.name, excluded.legal_description, excluded.simple_description, excluded.documents,
            excluded.participants, excluded.duration, excluded.result, excluded.conditions, excluded.related,
            excluded.group_id, excluded.sort)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(rows)],
  )) as { inserted: boolean }[];
  return count(result, rows.length);
}

export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  run: async (em) => {
    await upsertActTypes(em);
    await upsertCatalogue(em);
  },
};
