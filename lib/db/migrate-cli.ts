// `npm run db:migrate`: applies lib/db/migrations to the configured database and exits.
import { enableServerModules } from "./script-runtime";

enableServerModules();
const { databaseUrl, openDatabase } = await import("./client");
const { exitIfInUse } = await import("./pglite-lock");

const url = databaseUrl();
const handle = await openDatabase(url).catch(exitIfInUse);
try {
  await handle.migrate();
  console.log(
    `Migrations applied (${url.startsWith("postgres") ? "PostgreSQL" : `PGlite at ${url}`}).`,
  );
} finally {
  await handle.close();
}
