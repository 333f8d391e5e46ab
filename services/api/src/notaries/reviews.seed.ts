import type { EntityManager } from 'typeorm';
import type { Seeder } from '../database/seed.js';
import { FEMALE, MALE, prng, SURNAMES } from './notaries.seed.js';

const TEXTS: Record<number, string[]> = {
  5: [
    "Juda tez va sifatli xizmat, hujjatlarni bir kunda rasmiylashtirdik. Rahmat!",
    'Всё объяснили понятно, приняли точно по записи. Рекомендую.',
    "Notarius xushmuomala, barcha savollarga batafsil javob berdi.",
    'Оформили доверенность за 20 минут, очень доволен.',
  ],
  4: [
    "Yaxshi xizmat, faqat navbat biroz uzoq bo'ldi.",
    'Всё хорошо, но пришлось подождать минут пятнадцать.',
    "Hujjatlar to'g'ri tayyorlandi, idora qulay joylashgan.",
  ],
  3: ["O'rtacha. Kerakli hujjatlar ro'yxatini oldindan aytishmagan.", 'Нормально, но долго ждали ответа по телефону.'],
  2: ["Qabul vaqti kechiktirildi, tushuntirishlar yetarli emas edi.", 'Пришлось приходить дважды из-за ошибки в документе.'],
  1: ['Очень долго, никто не объяснил, что нужно.'],
};

/**
 * Reviews carried over from the ministry's earlier feedback system (source
 * 'legacy', no act): a few per notary, leaning towards the ministry's view
 * of the notary, so the client rating and its sort mean something from the
 * first start. Portal reviews need a completed act (notaries.service).
 */
export async function seedLegacyReviews(em: EntityManager): Promise<void> {
  const notaries = (await em.query(`SELECT id, ministry_rating::float8 AS m FROM notary ORDER BY license_number`)) as { id: string; m: number }[];
  const rnd = prng(4242);
  const rows: { notaryId: string; name: string; rating: number; text: string; daysAgo: number }[] = [];
  for (const n of notaries) {
    const count = Math.floor(rnd() * 9);
    for (let i = 0; i < count; i++) {
      const rating = Math.max(1, Math.min(5, Math.round(n.m + (rnd() - 0.55) * 2.2)));
      const female = rnd() < 0.45;
      const surname = SURNAMES[Math.floor(rnd() * SURNAMES.length)]!;
      const first = (female ? FEMALE : MALE)[Math.floor(rnd() * (female ? FEMALE.length : MALE.length))]!;
      const texts = TEXTS[rating]!;
      rows.push({ notaryId: n.id, name: `${female ? `${surname}a` : surname} ${first.charAt(0)}.`, rating, text: rnd() < 0.8 ? texts[Math.floor(rnd() * texts.length)]! : '', daysAgo: 3 + Math.floor(rnd() * 700) });
    }
  }
  if (rows.length === 0) return;
  await em.query(
    `INSERT INTO notary_review (notary_id, author_name, rating, text, source, created_at)
     SELECT "notaryId", name, rating, text, 'legacy', now() - "daysAgo" * interval '1 day'
     FROM jsonb_to_recordset($1::jsonb) AS r("notaryId" uuid, name text, rating smallint, text text, "daysAgo" int)`,
    [JSON.stringify(rows)],
  );
  await em.query(
    `UPDATE notary n SET client_rating = coalesce(s.avg, 0), reviews_count = coalesce(s.cnt, 0)
     FROM (SELECT notary_id, round(avg(rating), 2) AS avg, count(*)::int AS cnt FROM notary_review GROUP BY notary_id) s
     WHERE s.notary_id = n.id`,
  );
}

export const notaryReviewsSeeder: Seeder = { name: 'notary-reviews-legacy', run: seedLegacyReviews };
