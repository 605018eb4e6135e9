// The integration files that run a second time on PostgreSQL (`npm test`, TEST_DATABASE_URL set).
// PGlite is PostgreSQL itself compiled to WebAssembly: the same parser, planner, extensions and
// SQL. What differs is around it, and these files are where the app meets those differences:
//
// - concurrency: PGlite runs one statement at a time on one connection, a server runs the pool's
//   ten at once, with real row locks (`for update`, `skip locked`), leases and conflicts;
// - the driver: node-postgres returns bigint and numeric results of raw SQL as strings and parses
//   dates its own way, so counts, sums, costs and daily metrics are read through another parser;
// - the seed and the migrations' template, which take a PostgreSQL path of their own.
//
// Everything else (sign-in, sessions, GraphQL access rules, the maps client against the
// simulator, files and media rules) runs the same statements through the same typed columns and
// is covered by the PGlite pass. `POSTGRES_PASS=all` runs every integration file on PostgreSQL.
export const POSTGRES_PASS = [
  // The job engine, its leases, quotas and queue, and the jobs other modules queue through it.
  "tests/integration/jobs/",
  "tests/integration/admin/admin-scheduled-jobs.test.ts",
  "tests/integration/admin/admin-syncs.test.ts",
  "tests/integration/posts/posts.test.ts",
  "tests/integration/media/media-link-cap.test.ts",
  "tests/integration/rankings/",
  "tests/integration/serps/",
  "tests/integration/ads/ads-flow.test.ts",
  "tests/integration/workspaces/workspace-ids.test.ts",
  // Store edits lock their rows; bulk edits resume; the search uses the trigram and unaccent
  // extensions.
  "tests/integration/stores/",
  // Reviews are imported and synced under row locks and searched with unaccent.
  "tests/integration/reviews/reviews-import.test.ts",
  "tests/integration/reviews/reviews-sync.test.ts",
  "tests/integration/reviews/reviews-inbox.test.ts",
  "tests/integration/reviews/reviews-auto-reply-sending.test.ts",
  // Raw SQL aggregates read through the driver's parsers: metrics, reports, costs and quotas.
  "tests/integration/home/",
  "tests/integration/reports/",
  "tests/integration/admin/admin-costs.test.ts",
  "tests/integration/admin/admin-costs-quota.test.ts",
  "tests/integration/admin/admin-quotas.test.ts",
  "tests/integration/admin/admin-quota-settings.test.ts",
  "tests/integration/admin/admin-maps-projects.test.ts",
  // Events published between requests and the bell's counts.
  "tests/integration/notifications/",
  "tests/integration/admin/maps-notifications-push.test.ts",
  // The seed and the migrated template on a server.
  "tests/integration/seed/",
  // One broad pass over the resolvers' queries, tenant by tenant.
  "tests/integration/graphql/graphql-tenancy.test.ts",
];

export const inPostgresPass = (file: string) =>
  POSTGRES_PASS.some((entry) => (entry.endsWith("/") ? file.startsWith(entry) : file === entry));
