// Reviews for the inbox benchmark: `perStore` reviews of every store of a tenant, written by the
// database itself (generate_series) from a pool of real review sentences whose sentiment the
// product's own sentimentOf works out. Star ratings lean to five as real ones do; about 60% are
// answered, 1% removed, 0.6% reported; update times spread over two years.
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../lib/db/client";
import { locations, reviews } from "../lib/db/schema";

const { sentimentOf } = await import("../lib/reviews/sentiment");

/** [stars, comment or null]; repeated entries weigh a rating as real reviews do. */
const POOL: [number, string | null][] = [
  [5, "Excelente atención, el personal muy amable y rápido. Volveré sin duda."],
  [5, "Me encantó el lugar, muy limpio y ordenado."],
  [5, "Siempre encuentro lo que necesito, excelente variedad y buenos precios."],
  [5, "Muy buena atención de Laura, súper recomendable!!"],
  [5, "Great service, friendly staff and quick checkout. Will come back!"],
  [5, "Love this place, always clean and well organized."],
  [5, "Awesome staff, highly recommend!"],
  [5, null],
  [5, null],
  [5, "Todo perfecto, como siempre."],
  [4, "Todo bien, precios normales."],
  [4, "Buen servicio, aunque había bastante gente."],
  [4, "Good selection and fair prices."],
  [4, null],
  [3, "Buen servicio pero un poco caro."],
  [3, "It's ok, nothing special."],
  [3, null],
  [2, "Muy caro para lo que ofrecen y la comida llegó fría."],
  [2, "Atención lenta, mucha fila y solo una caja abierta."],
  [1, "Pésimo servicio, una vergüenza."],
  [1, "El encargado fue grosero y no quiso cambiarme el producto defectuoso."],
  [1, "Terrible experience, rude staff and a dirty store."],
  [1, "Worst customer service I have ever had."],
];
const REVIEWERS = [
  "Lucía Gómez",
  "Martín Fernández",
  "Sofía Rodríguez",
  "Juan Pérez",
  "Valentina López",
  "Mateo García",
  "Camila Martínez",
  "John Smith",
  "Emily Johnson",
  "Carlos Sánchez",
  "Ana Torres",
  "Diego Romero",
];
const REPLIES = [
  "¡Gracias por tu visita! Te esperamos pronto.",
  "Thank you for your review, we hope to see you again.",
  "Lamentamos lo ocurrido, escríbenos para ayudarte.",
];

/** Inserts the reviews in one statement and refreshes the planner's statistics. */
export async function seedBenchReviews(
  db: Db,
  { tenantId, perStore, now = new Date() }: { tenantId: string; perStore: number; now?: Date },
): Promise<number> {
  const [{ stores }] = await db
    .select({ stores: count() })
    .from(locations)
    .where(eq(locations.tenantId, tenantId));
  const pool = POOL.map(([stars, comment]) => ({
    stars,
    comment,
    sentiment: sentimentOf(comment, stars),
  }));
  // The trigram index takes entries one by one (fastupdate off): parked while loading, then built
  // once, as lib/seed/bulk-load.ts does for stores.
  const trigramIndexes = await trigramIndexesOfReviews(db);
  for (const name of trigramIndexes)
    await db.execute(sql.raw(`alter index "${name}" set (fastupdate = on)`));
  // g numbers the review; h scatters it (a multiplicative hash) so neighbours differ.
  await db.execute(sql`
    with pool as (
      select (ordinality - 1)::int as i, (p ->> 'stars')::int as stars, p ->> 'comment' as comment,
        p ->> 'sentiment' as sentiment
      from jsonb_array_elements(${JSON.stringify(pool)}::jsonb) with ordinality as t(p, ordinality)
    ),
    stores as (
      select id, google_id, row_number() over (order by id) - 1 as n
      from locations where tenant_id = ${tenantId}
    ),
    numbered as (
      select g, (g * 2654435761) % 4294967296 as h from generate_series(0, ${perStore * stores} - 1) as g
    )
    insert into reviews (tenant_id, location_id, google_id, reviewer_name, star_rating, comment,
      sentiment, create_time, update_time, reply_comment, reply_update_time, reply_state,
      reply_policy_violation, reply_source, report_status, report_updated_at, removed_at)
    select ${tenantId}, s.id, s.google_id || '/reviews/r' || g,
      case when h % 20 = 0 then null else (${sql.param(REVIEWERS)}::text[])[1 + (h / 7) % ${REVIEWERS.length}] end,
      p.stars, p.comment, p.sentiment,
      t.at - interval '3 days', t.at,
      case when answered then (${sql.param(REPLIES)}::text[])[1 + (h / 11) % ${REPLIES.length}] end,
      case when answered then t.at + interval '2 hours' end,
      case when not answered then null when h % 50 = 0 then 'REJECTED'
        when h % 30 = 0 then 'PENDING' else 'APPROVED' end,
      case when answered and h % 50 = 0 then 'PERSONAL_INFORMATION' end,
      case when not answered then null when h % 10 = 0 then 'AUTOMATIC' else 'PERSON' end,
      case g % 500 when 0 then 'REPORTED' when 1 then 'APPROVED' when 2 then 'REJECTED' end,
      case when g % 500 < 3 then t.at + interval '1 day' end,
      case when g % 100 = 50 then t.at + interval '5 days' end
    from numbered
    join stores s on s.n = g % ${stores}
    join pool p on p.i = (h / 13) % ${pool.length}
    cross join lateral (select ${now.toISOString()}::timestamptz
      - (h % 1051200) * interval '1 minute' as at, h % 10 < 6 as answered) t`);
  for (const name of trigramIndexes) {
    await db.execute(sql.raw(`alter index "${name}" set (fastupdate = off)`));
    await db.execute(sql.raw(`reindex index "${name}"`));
  }
  // PGlite has no autovacuum: fresh statistics and visibility map, as after a real import.
  await db.execute(sql`vacuum analyze reviews, review_counts, review_location_counts`);
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.tenantId, tenantId));
  return row?.n ?? 0;
}

async function trigramIndexesOfReviews(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select indexname from pg_indexes where tablename = 'reviews' and indexdef like '%gin_trgm_ops%'`,
  )) as unknown as { rows: { indexname: string }[] };
  return result.rows.map((row) => row.indexname);
}
