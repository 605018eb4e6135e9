// A second production server of the same build, told to talk to Google (MAPS_SERVICE=google), on
// its own freshly migrated and seeded PGlite directory: what a deployment against Google shows,
// without touching the suite's simulator server. Google itself is never reached: the pages that
// use it read the stored data, and the writes checked here are refused before any call.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect } from "@playwright/test";

const PORT = 3199;
export const GOOGLE_MODE_URL = `http://localhost:${PORT}`;
const DIR = ".ci-tmp/e2e-google-db";

function run(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync("npm", args, { env, encoding: "utf8", timeout: 240_000 });
  expect(result.status, `${args.join(" ")}\n${result.stderr}`).toBe(0);
}

/** Seeds its database (a few stores, with the simulator for the imports) and starts the server. */
export async function startGoogleModeServer(): Promise<ChildProcess> {
  rmSync(DIR, { recursive: true, force: true });
  const base: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: `${DIR}/pglite` };
  run(["run", "db:migrate"], { ...base, MAPS_SERVICE: "simulator" });
  run(["run", "db:seed", "--", "--stores", "3"], { ...base, MAPS_SERVICE: "simulator" });
  const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
    env: {
      ...base,
      NODE_ENV: "production",
      MAPS_SERVICE: "google",
      MAPS_OAUTH_CLIENT_ID: "e2e-google-client",
      MAPS_OAUTH_CLIENT_SECRET: "e2e-google-secret",
      APP_URL: GOOGLE_MODE_URL,
      AUTH_URL: GOOGLE_MODE_URL,
      SCHEDULED_JOBS: "off",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: "ignore",
    detached: true,
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${GOOGLE_MODE_URL}/login`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(200);
  return server;
}

export function stopGoogleModeServer(server: ChildProcess | undefined) {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
}
