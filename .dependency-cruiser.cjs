// The import rules between the layers: app -> components -> lib, and within lib, modules ->
// shared folders. `npm run lint` checks them; `npm run deps` prints the folder pairs of lib that
// still import each other both ways.

/** Feature modules: each owns its pages, a slice of the GraphQL schema and its components. */
const MODULES = [
  "admin",
  "alerts",
  "approvals",
  "ads",
  "events",
  "files",
  "geolocation",
  "google-updates",
  "holidays",
  "insights",
  "leads",
  "listing-health",
  "marketing",
  "media",
  "messages",
  "module-status",
  "navigation",
  "notifications",
  "onboarding",
  "posts",
  "profile",
  "pubsub",
  "push",
  "questions",
  "rankings",
  "reports",
  "review-drafts",
  "review-links",
  "review-topics",
  "reviews",
  "serps",
  "stores",
  "store-import",
  "syncs",
  "users",
  "workspaces",
];

/** Composition roots: they put the modules together and nothing below imports them. */
const ROOTS = [
  "graphql",
  "apollo",
  "worker",
  "seed",
  "maps-simulator",
  "serp-simulator",
  "ads-simulator",
  "push-simulator",
];

/** Shared folders every module builds on: they import no module and no root. */
const SHARED = [
  "ads-api",
  "audit",
  "auth",
  "config",
  "costs",
  "db",
  "format",
  "http",
  "i18n",
  "jobs",
  "language-model",
  "locations",
  "mail",
  "maps",
  "security",
  "serp",
  "theme",
  "validation",
];

const folders = (names) => `^lib/(${names.join("|")})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "lib-not-to-ui",
      comment: "lib serves app and components; it never imports them.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "shared-not-to-modules",
      comment: "A shared folder of lib imports no module and no composition root.",
      severity: "error",
      from: { path: folders(SHARED) },
      to: { path: folders([...MODULES, ...ROOTS]) },
    },
    {
      name: "modules-not-to-roots",
      comment: "Modules do not import the GraphQL server, the worker, the seed or the simulators.",
      severity: "error",
      from: { path: folders(MODULES) },
      to: {
        path: folders([
          "graphql",
          "worker",
          "seed",
          "maps-simulator",
          "serp-simulator",
          "ads-simulator",
        ]),
      },
    },
    {
      name: "seed-only-from-its-cli",
      comment: "The demo seed is a script: only its own files import it.",
      severity: "error",
      from: { path: "^lib/", pathNot: "^lib/seed/" },
      to: { path: "^lib/seed/" },
    },
    {
      name: "no-circular",
      comment: "No cycle between files; a type both sides need gets a file of its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next)/|^lib/graphql/generated/|^lib/db/migrations/" },
    // Type-only imports count: a cycle of types is still a cycle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    skipAnalysisNotInRules: true,
  },
};
