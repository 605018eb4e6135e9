import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { e2eServerEnv } from "./tests/e2e/server-env";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Debian's Chromium where present (no browser download needed); else Playwright's own. Not its
// headless shell: lighter, but a file chooser there leaves the window without focus, and the
// keyboard journey's next chooser or focus check then failed one run in two.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
// E2E_DB_DIR and NEXT_DIST_DIR let a second checkout of the suite run beside the first.
const dbDir = process.env.E2E_DB_DIR ?? ".ci-tmp/e2e-db";
// The UTC day the run started, before the server's seed: journeys comparing daily numbers with
// the simulator sync the product again when the day turns during the run (reports-kit.ts).
process.env.E2E_RUN_DAY ??= new Date().toISOString().slice(0, 10);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    baseURL,
    // A trace records every action's screenshots and snapshots, which doubles a journey's time: only a
    // retry records one, so a failure in CI still comes with its trace.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: executablePath
      ? {
          executablePath,
          args: [
            "--no-sandbox",
            "--headless=new",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        }
      : {},
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `bash scripts/e2e-server.sh ${port} ${dbDir}`,
    url: `${baseURL}/login`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    env: e2eServerEnv(baseURL, dbDir),
    stdout: "ignore",
    stderr: "pipe",
  },
});
