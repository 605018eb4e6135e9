// `npm run bench:shell`: the server time of the signed-in shell's data for one page load, for a
// tenant with 10,000 stores and 50 workspaces, on a fresh embedded database. A page load is what
// the layout asks for in parallel through the in-process GraphQL schema (the same operations and
// resolvers as /api/graphql), with one request context built per load: the current user, the
// workspaces with totals and the notification groups. The selected workspace's store lists are
// loaded on selection and then kept by the browser (keyed by the workspace's version), so they are
// timed as their own rows: what a selection (or a first visit) costs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { enableServerModules } from "../lib/db/script-runtime";
import { printRows } from "./bench-kit";

enableServerModules();
process.env.AUTH_SECRET ||= "bench-secret-bench-secret-bench-secret-0123";
const { execute } = await import("graphql");
const { openDatabase } = await import("../lib/db/client");
const { seedDatabase } = await import("../lib/seed/seed");
const { workspaceId } = await import("../lib/seed/workspaces");
const { issueAccessToken } = await import("../lib/auth/token");
const { claimsFor, loadAuthUser } = await import("../lib/auth/user-access");
const { createGraphQLContext } = await import("../lib/graphql/context");
const { schema } = await import("../lib/graphql/schema");
const { ShellWorkspacesQuery, WorkspaceSelectionQuery } =
  await import("../lib/workspaces/operations");
const { NotificationGroupsQuery } = await import("../lib/notifications/operations");
const { users } = await import("../lib/db/schema");
const { eq } = await import("drizzle-orm");
const { parse } = await import("graphql");

const STORES = 10_000;
const WORKSPACES = 50;
const WARMUP = 20;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const TARGET_MS = 50;

// The shell's own user query (navigation, user menu, theme) reads these fields of `user`.
const ShellUserQuery = parse(/* GraphQL */ `
  query BenchShellUser {
    user {
      validateGoogleAccount
      me {
        _id
        email
        fullName
        picture
        roles
        isLeads
        leadStep
        isStoreplusUser
        isMasterAccount
        tenant
      }
      memberSettings {
        viewSectionsInfo {
          name
          isActive
        }
      }
      tenantConfigs {
        config
        value {
          name
          boolean
          stringValue
          value
        }
      }
    }
  }
`);

type Scenario = { name: string; email: string; op: (cookie: string) => Promise<unknown> };

const dir = mkdtempSync(path.join(tmpdir(), "storeplus-bench-shell-"));
const counter = { statements: 0 };
const handle = await openDatabase(path.join(dir, "db"), {
  onQuery: () => void counter.statements++,
});
try {
  await handle.migrate();
  const started = performance.now();
  // acme's four demo workspaces plus 46 more: 50 besides the default one.
  await seedDatabase(handle.db, { stores: STORES, extraWorkspaces: WORKSPACES - 4 });
  console.log(
    `Seeded ${STORES} stores and ${WORKSPACES} workspaces in tenant acme in ${((performance.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} page loads per scenario.`,
  );
  const db = handle.db;

  async function contextFor(cookie: string) {
    return createGraphQLContext(
      db,
      new Request("http://localhost/api/graphql", { headers: { cookie } }),
    );
  }
  type Document = Parameters<typeof execute>[0]["document"];
  async function run(
    contextValue: Awaited<ReturnType<typeof contextFor>>,
    document: Document,
    variableValues?: Record<string, unknown>,
  ) {
    const result = await execute({ schema, document, contextValue, variableValues });
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join("; "));
    return result;
  }
  async function pageLoad(cookie: string) {
    const context = await contextFor(cookie);
    return Promise.all([
      run(context, ShellUserQuery),
      run(context, ShellWorkspacesQuery),
      run(context, NotificationGroupsQuery),
    ]);
  }
  async function selection(cookie: string, workspace: string | null) {
    return run(await contextFor(cookie), WorkspaceSelectionQuery, { workspaceId: workspace });
  }

  const { SESSION_COOKIE_NAME } = await import("../lib/auth/config");
  const scenarios: Scenario[] = [
    { name: "page load: admin", email: "admin@acme.example", op: (c) => pageLoad(c) },
    { name: "page load: manager", email: "manager@acme.example", op: (c) => pageLoad(c) },
    { name: "page load: maps user", email: "owner@acme.example", op: (c) => pageLoad(c) },
    {
      name: "selection: Flagship (12 stores)",
      email: "admin@acme.example",
      op: (c) => selection(c, workspaceId("acme", "Flagship")),
    },
    {
      name: "selection: Zona 01 (1,000 stores)",
      email: "admin@acme.example",
      op: (c) => selection(c, workspaceId("acme", "Zona 01")),
    },
    {
      name: "selection: Norte (3,334 stores)",
      email: "admin@acme.example",
      op: (c) => selection(c, workspaceId("acme", "Norte")),
    },
    {
      name: "selection: default, maps user (empty)",
      email: "owner@acme.example",
      op: (c) => selection(c, null),
    },
    {
      name: "selection: default, admin (10,000)",
      email: "admin@acme.example",
      op: (c) => selection(c, null),
    },
  ];
  const rows: string[][] = [];
  let main: { median: number; p99: number } | null = null;
  for (const scenario of scenarios) {
    const user = await loadAuthUser(db, eq(users.email, scenario.email));
    if (!user) throw new Error(`No user ${scenario.email}`);
    const cookie = `${SESSION_COOKIE_NAME}=${await issueAccessToken(claimsFor(user))}`;
    for (let i = 0; i < WARMUP; i++) await scenario.op(cookie);
    counter.statements = 0;
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = performance.now();
      await scenario.op(cookie);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    main ??= { median: at(0.5), p99: at(0.99) };
    rows.push([
      scenario.name,
      at(0.5).toFixed(2),
      at(0.99).toFixed(2),
      (counter.statements / ITERATIONS).toFixed(1),
    ]);
  }
  printRows(["scenario", "median ms", "p99 ms", "SQL/run"], rows);
  const ok = main !== null && main.median < TARGET_MS;
  console.log(`\nTarget (admin page load): median < ${TARGET_MS} ms: ${ok ? "met" : "NOT met"}.`);
  if (!ok) process.exitCode = 1;
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
