import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { E2E_CRON_SECRET } from "./tests/e2e/cron";
import { E2E_SERP_PERIOD_MS } from "./tests/e2e/serp-sim";
import { E2E_SIM_ADMIN_KEY } from "./tests/e2e/sim-admin";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Debian's Chromium where present (no browser download needed); else Playwright's own. Not its
// headless shell: lighter, but a file chooser there leaves the window without focus, and the
// keyboard journey's next chooser or focus check then failed one run in two.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const dbDir = ".ci-tmp/e2e-db";
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
    env: {
      PGLITE_DIR: `${dbDir}/pglite`,
      APP_URL: baseURL,
      AUTH_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      // A production server runs the simulator only when told to, as `npm run demo` does.
      MAPS_SERVICE: "simulator",
      MAPS_SIM_ADMIN_KEY: E2E_SIM_ADMIN_KEY,
      // Reviews: a "minute" of the automatic replies' delay lasts a second, the simulator
      // moderates replies at once, and no review arrives that a journey did not write.
      AUTO_REPLY_MINUTE_MS: "1000",
      // A media link of one hour expires in two seconds, so the expired link is seen.
      MEDIA_LINK_HOUR_MS: "2000",
      MAPS_SIM_MODERATION_MS: "0",
      // Posts: a minute until a planned post lasts 200 ms (15 minutes ahead go out in 3 s), the
      // simulator reviews a post in half a second and the app reads it again a quarter second on.
      POST_MINUTE_MS: "200",
      SIM_POST_PROCESSING_MS: "500",
      POST_STATE_POLL_MS: "250",
      MAPS_SIM_REVIEW_ARRIVALS: "off",
      // The maps quotas' "minute" lasts ten seconds (the day in proportion), on the product's side
      // and the simulator's alike: a journey that has spent a minute's edits of a store, or the
      // project's requests on a 200-store job, waits seconds for the next window, not a minute.
      MAPS_QUOTA_WINDOW_MS: "10000",
      // No sync on the clock: the half-hourly review sync would import a trial lead's whole
      // history while a journey checks the one month its onboarding imported.
      SCHEDULED_JOBS: "off",
      // Ticks come from the journeys instead, as from an external scheduler.
      CRON_SECRET: E2E_CRON_SECRET,
      // acme's maps account starts without Pub/Sub notifications, so the journeys that sync by
      // hand count what they wrote; the maps-notifications journey turns them on and off again.
      SEED_MAPS_NOTIFICATIONS: "off",
      // Scheduled report emails are read back from the development mail catcher (/dev/mail).
      MAIL_CATCHER: "on",
      // Push goes to the built-in FCM and Web Push simulator (headless Chromium cannot reach
      // Google's push service offline).
      PUSH_SERVICE: "simulator",
      // Rankings and saved searches ask the built-in search-results simulator (a production server
      // asks none unless told), whose results move on every few seconds rather than six hours.
      SERP_SERVICE: "simulator",
      SERP_SIM_PERIOD_MS: String(E2E_SERP_PERIOD_MS),
      // Ads talk to the built-in Google Ads simulator: invitations accepted at once, ads reviewed
      // within seconds so a journey sees a campaign go from review to approved.
      ADS_SERVICE: "simulator",
      ADS_SIM_REVIEW_MS: "5000",
      ADS_SIM_ACCEPT_MS: "0",
      // The app reads a sent campaign's review and an invitation's answer again every half second.
      ADS_REVIEW_CHECK_MS: "500",
      ADS_LINK_CHECK_MS: "500",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
