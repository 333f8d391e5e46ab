import { Injectable } from '@nestjs/common';
import type { AdminNotaryListQuery, Localised } from '@notary/domain/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export type AdminNotaryRow = {
  id: string; full_name: string; license_number: string; license_date: string; license_status: 'active' | 'terminated' | 'cancelled';
  license_status_date: string | null; office_id: string; office: Localised; ministry_rating: string; client_rating: string;
  reviews_count: number; user_id: string | null; user_fullname: string | null;
};

export type AdminOfficeRow = { id: string; name: Localised; regionId: number; districtId: number; notaries: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SELECT = `
  SELECT n.id, n.full_name, n.license_number, n.license_date::text, n.license_status, n.license_status_date::text, n.office_id,
    json_build_object('oz', o.name_oz, 'uz', o.name_uz, 'ru', o.name_ru) AS office, n.ministry_rating, n.client_rating, n.reviews_count,
    u.id AS user_id, u.fullname AS user_fullname
  FROM notary n JOIN notary_office o ON o.id = n.office_id
  LEFT JOIN LATERAL (SELECT id, fullname FROM users WHERE notary_id = n.id ORDER BY instime LIMIT 1) u ON true`;

/** The administrators' data access to notaries and offices (issue 14): plain reads and the three columns they change. */
@Injectable()
export class AdminNotariesRepository {
  constructor(private readonly db: DataSource) {}

  async page(query: AdminNotaryListQuery): Promise<{ rows: AdminNotaryRow[]; total: number }> {
    const search = query.search?.trim() || null;
    const params = [search ? `%${escapeLike(search)}%` : null, query.licenseStatus || null, query.officeId ?? null];
    const where = `WHERE ($1::text IS NULL OR n.full_name ILIKE $1 OR n.full_name_cyr ILIKE $1 OR n.license_number ILIKE $1)
      AND ($2::text IS NULL OR n.license_status = $2) AND ($3::uuid IS NULL OR n.office_id = $3)`;
    const [count] = (await this.db.query(`SELECT count(*)::int AS n FROM notary n ${where}`, params)) as { n: number }[];
    const rows = (await this.db.query(`${SELECT} ${where} ORDER BY n.full_name, n.id LIMIT $4 OFFSET $5`, [
      ...params,
      query.size,
      (query.page - 1) * query.size,
    ])) as AdminNotaryRow[];
    return { rows, total: count?.n ?? 0 };
  }

  async one(id: string, em: EntityManager = this.db.manager): Promise<AdminNotaryRow | null> {
    const [row] = (await em.query(`${SELECT} WHERE n.id = $1`, [id])) as AdminNotaryRow[];
    return row ?? null;
  }

  async lock(em: EntityManager, id: string): Promise<{ licenseStatus: string } | null> {
    const [row] = (await em.query(`SELECT license_status AS "licenseStatus" FROM notary WHERE id = $1 FOR UPDATE`, [id])) as { licenseStatus: string }[];
    return row ?? null;
  }

  async officeExists(em: EntityManager, officeId: string): Promise<boolean> {
    return ((await em.query(`SELECT 1 FROM notary_office WHERE id = $1`, [officeId])) as unknown[]).length > 0;
  }

  async update(
    em: EntityManager,
    id: string,
    changes: { licenseStatus?: string; licenseStatusDate?: string; officeId?: string; ministryRating?: number },
  ): Promise<void> {
    await em.query(
      `UPDATE notary SET license_status = coalesce($2, license_status), license_status_date = coalesce($3::date, license_status_date),
         office_id = coalesce($4::uuid, office_id), ministry_rating = coalesce($5::numeric, ministry_rating) WHERE id = $1`,
      [id, changes.licenseStatus ?? null, changes.licenseStatusDate ?? null, changes.officeId ?? null, changes.ministryRating ?? null],
    );
  }

  async offices(): Promise<AdminOfficeRow[]> {
    return (await this.db.query(
      `SELECT o.id, json_build_object('oz', o.name_oz, 'uz', o.name_uz, 'ru', o.name_ru) AS name, o.region_id AS "regionId",
         o.district_id AS "districtId", (SELECT count(*)::int FROM notary n WHERE n.office_id = o.id) AS notaries
       FROM notary_office o ORDER BY o.name_oz, o.id LIMIT 5000`,
    )) as AdminOfficeRow[];
  }
}
