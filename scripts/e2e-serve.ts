// Starts the e2e suite's server (a fresh seed and a build, then `next start`) and leaves it up, so
// journeys can be run against it again and again: `npx playwright test` reuses a server already on
// its port outside CI. `E2E_PORT`, `E2E_DB_DIR` and `NEXT_DIST_DIR` give a second one its own port,
// database and build.
import { spawn } from "node:child_process";
import { e2eServerEnv } from "../tests/e2e/server-env";

const port = Number(process.env.E2E_PORT ?? 3100);
const dbDir = process.env.E2E_DB_DIR ?? ".ci-tmp/e2e-db";
const baseURL = `http://localhost:${port}`;
const child = spawn("bash", ["scripts/e2e-server.sh", String(port), dbDir], {
  stdio: "inherit",
  env: { ...process.env, ...e2eServerEnv(baseURL, dbDir) },
});
child.on("exit", (code) => process.exit(code ?? 1));
