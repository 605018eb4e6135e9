// The set-up of the questions tests: the store-edit set-up (acme's first stores are simulator
// locations, acme's owner linked, a worker on the queue), their questions imported for tenant A,
// one question of tenant B, an FAQ-role user on each side and a count of the calls to the Q&A API.
import { eq, sql } from "drizzle-orm";
import { locations, questions } from "@/lib/db/schema";
import { setMapsFetchForTests } from "@/lib/auth/maps-access";
import type { FetchLike } from "@/lib/maps/transport";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { importLocationQuestions } from "@/lib/questions/import";
import "@/lib/questions/job-kinds";
import { addUserWithRole } from "@/tests/integration/helpers/graphql-fixtures";
import { setUpStoreEdits } from "@/tests/integration/helpers/store-edits";

export type QuestionsEnv = Awaited<ReturnType<typeof setUpQuestions>>;

export async function setUpQuestions() {
  const env = await setUpStoreEdits({ stores: 3, workers: 1 });
  const { testDb, f } = env;
  const db = testDb.db;
  env.tokens.faqA = await addUserWithRole(db, f.tenantA, "faqA", "FAQ");
  env.tokens.faqB = await addUserWithRole(db, f.tenantB, "faqB", "FAQ");

  /** Every call that reached the Q&A API: "POST /api/maps-sim/mybusinessqanda/…". */
  const calls: string[] = [];
  const counting: FetchLike = (input, init) => {
    calls.push(`${init?.method ?? "GET"} ${new URL(input).pathname}`);
    return simulatorFetch(input, init);
  };
  setMapsFetchForTests(counting);
  const qandaWrites = () =>
    calls.filter((call) => call.startsWith("POST") && call.includes("mybusinessqanda")).length;

  const stores = await db
    .select({ id: locations.id, googleId: locations.googleId, account: locations.account })
    .from(locations)
    .where(eq(locations.tenantId, f.tenantA));
  for (const location of stores.filter((s) => env.simStores.includes(s.googleId)))
    await importLocationQuestions(db, {
      tenantId: f.tenantA,
      location,
      client: env.maps,
      since: null,
    });

  const [other] = await db
    .insert(questions)
    .values({
      tenantId: f.tenantB,
      locationId: f.locationsB[0]!,
      googleId: "locations/B1/questions/q1",
      text: "¿Tienen estacionamiento?",
      authorName: "Bruno D.",
      authorType: "REGULAR_USER",
      createTime: new Date(),
      updateTime: new Date(),
    })
    .returning({ id: questions.id });

  /** Tenant A's stored questions, newest first. */
  const questionsOfA = () =>
    db
      .select()
      .from(questions)
      .where(eq(questions.tenantId, f.tenantA))
      .orderBy(sql`${questions.createTime} desc`);

  const countOf = async (table: string, where = sql`true`) => {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    return rows[0]!.n;
  };

  return { ...env, db, calls, qandaWrites, questionOfB: other!.id, questionsOfA, countOf };
}
