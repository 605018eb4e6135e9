import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const c = new PGlite(undefined, { extensions: { pg_trgm } });
try { await c.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm;"); console.log("ok"); } catch (e) { console.log("ERR", e.message); }
