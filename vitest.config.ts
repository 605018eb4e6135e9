import { defineConfig } from "vitest/config";
import path from "node:path";

const alias = {
  "@": path.resolve(__dirname, "."),
  "server-only": path.resolve(__dirname, "tests/server-only-stub.ts"),
  // graphql 16 ships CJS ("main") and ESM ("module"). Libraries Node loads (yoga, graphql-tools,
  // armor) get the CJS copy while Vite would give project code the ESM one: two realms, and every
  // `instanceof GraphQLError` across them fails. Project code gets the same CJS copy here.
  graphql: path.resolve(__dirname, "node_modules/graphql/index.js"),
};

export default defineConfig({
  resolve: { alias },
  test: {
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
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/integration/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // next-auth imports "next/server" without an extension; Node's ESM loader cannot resolve
          // that inside node_modules, so Vite transforms it instead.
          server: { deps: { inline: ["next-auth"] } },
        },
      },
    ],
  },
});
