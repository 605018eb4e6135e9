import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { enableServerModules } from "../lib/db/script-runtime";
enableServerModules();
process.env.AUTH_SECRET ||= "bench-secret-bench-secret-bench-secret-0123";
const { execute, parse } = await import("graphql");
const { openDatabase } = await import("../lib/db/client");
const { seedDatabase } = await import("../lib/db/seed/seed");
const { workspaceId } = await import("../lib/db/seed/workspaces");
const { issueAccessToken } = await import("../lib/auth/token");
const { claimsFor, loadAuthUser } = await import("../lib/auth/user-access");
const { createGraphQLContext } = await import("../lib/graphql/context");
const { schema } = await import("../lib/graphql/schema");
const ops = await import("../lib/workspaces/operations");
const nops = await import("../lib/notifications/operations");
const { users } = await import("../lib/db/schema");
const { eq } = await import("drizzle-orm");
const { SESSION_COOKIE_NAME } = await import("../lib/auth/config");
const dir = process.env.KEEP ?? mkdtempSync(path.join(tmpdir(), "prof-"));
const handle = await openDatabase(path.join(dir, "db"));
await handle.migrate();
await seedDatabase(handle.db, { stores: 10000, extraWorkspaces: 46 });
const db = handle.db;
const user = await loadAuthUser(db, eq(users.email, "admin@acme.example"));
const cookie = `${SESSION_COOKIE_NAME}=${await issueAccessToken(claimsFor(user!))}`;
const req = () => new Request("http://localhost/api/graphql", { headers: { cookie } });
const ctx = await createGraphQLContext(db, req());
const U = parse(`query { user { me { _id roles } tenantConfigs { config } } }`);
const { workspaceSelectionLists } = await import("../lib/workspaces/locations");
const { resolveWorkspace } = await import("../lib/workspaces/selection");
const { sql: dsql } = await import("drizzle-orm");
const norte = await resolveWorkspace(db, { tenantId: user!.tenantId!, requestedId: workspaceId("acme", "Norte") });
const tests: [string, () => Promise<unknown>][] = [
  ["lists sql Norte", () => workspaceSelectionLists(db, { tenantId: user!.tenantId!, workspace: norte })],
  ["agg sql Norte", () => db.execute(dsql`select array_agg(n) n, array_agg(i) i, array_agg(g) g, array_agg(p) p from (select l.location_name n, l.id::text i, l.google_id g, coalesce(l.place_id,'') p from workspace_locations wl join locations l on l.id = wl.location_id where wl.workspace_id = ${norte.id} and l.tenant_id = ${user!.tenantId} order by l.location_name, l.id) s`)],
  ["json sql Norte", () => db.execute(dsql`select json_agg(json_build_array(l.location_name, l.id, l.google_id, l.place_id) order by l.location_name, l.id) j from workspace_locations wl join locations l on l.id = wl.location_id where wl.workspace_id = ${norte.id} and l.tenant_id = ${user!.tenantId}`)],
  ["context", () => createGraphQLContext(db, req())],
  ["user", () => Promise.resolve(execute({ schema, document: U, contextValue: ctx }))],
  ["workspaces", () => Promise.resolve(execute({ schema, document: parse(`{ workspaces { _id totalLocations } }`), contextValue: ctx }))],
  ["selection Norte", () => Promise.resolve(execute({ schema, document: ops.WorkspaceSelectionQuery, contextValue: ctx, variableValues: { workspaceId: workspaceId("acme", "Norte") } }))],
  ["selection Flagship", () => Promise.resolve(execute({ schema, document: ops.WorkspaceSelectionQuery, contextValue: ctx, variableValues: { workspaceId: workspaceId("acme", "Flagship") } }))],
  ["notifications", () => Promise.resolve(execute({ schema, document: nops.NotificationGroupsQuery, contextValue: ctx }))],
];
for (const [name, fn] of tests) {
  for (let i = 0; i < 10; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < 50; i++) { const s = performance.now(); const r = await fn() as { errors?: unknown }; if (r && r.errors) console.log(r.errors); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(name, t[25].toFixed(2));
}
await handle.close();
