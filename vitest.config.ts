import { defineConfig } from "vitest/config";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PathOrderSequencer } from "./tests/path-order-sequencer";
import { inPostgresPass } from "./tests/integration/postgres-pass";

const alias = {
  "@": path.resolve(__dirname, "."),
  "server-only": path.resolve(__dirname, "tests/server-only-stub.ts"),
  // graphql 16 ships CJS ("main") and ESM ("module"). Libraries Node loads (yoga, graphql-tools,
  // armor) get the CJS copy while Vite would give project code the ESM one: two realms, and every
  // `instanceof GraphQLError` across them fails. Project code gets the same CJS copy here.
  graphql: path.resolve(__dirname, "node_modules/graphql/index.js"),
};

const INTEGRATION = "tests/integration";
/**
 * Integration files that replace modules with `vi.mock`: a replaced module must not be the one a
 * file before them loaded, so these get a module graph of their own.
 */
const INTEGRATION_FILES = readdirSync(INTEGRATION, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => path.posix.join(INTEGRATION, file.split(path.sep).join("/")));
const MOCKING = INTEGRATION_FILES.filter((file) => /\bvi\.mock\(/.test(readFileSync(file, "utf8")));
/** On PostgreSQL, the files where the engines differ (tests/integration/postgres-pass.ts). */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL) && process.env.POSTGRES_PASS !== "all";
const chosen = (files: string[]) => (ON_POSTGRES ? files.filter(inPostgresPass) : files);

const integration = {
  environment: "node" as const,
  setupFiles: ["tests/integration/setup.ts"],
  globalSetup: ["tests/integration/global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
  // next-auth imports "next/server" without an extension; Node's ESM loader cannot resolve
  // that inside node_modules, so Vite transforms it instead.
  server: { deps: { inline: ["next-auth"] } },
};

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: PathOrderSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // A few read the whole source tree: beside the e2e build on two cores they pass 5 s.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration",
          include: chosen(INTEGRATION_FILES.filter((file) => !MOCKING.includes(file))),
          // One module graph for every file: importing the app's modules (schema, auth, the
          // database engine) took about 3.5 s a file when each file had its own, over a third of
          // the run. Each file still opens its own database and calls its fixtures' hooks.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...integration, name: "integration-mocking", include: chosen(MOCKING) },
      },
    ],
  },
});
