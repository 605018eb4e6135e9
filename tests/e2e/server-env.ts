import { E2E_CRON_SECRET } from "./cron";
import { E2E_SERP_PERIOD_MS } from "./serp-sim";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";

/** The environment of the e2e suite's server: playwright.config.ts and scripts/e2e-serve.ts. */
export function e2eServerEnv(baseURL: string, dbDir: string): Record<string, string> {
  return {
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
    // A store's pin link of 48 hours lasts 48 seconds: long enough for the phone's journey, and
    // one is seen expiring.
    GEOLOCATION_LINK_HOUR_MS: "1000",
    MAPS_SIM_MODERATION_MS: "0",
    // Posts: a minute until a planned post lasts 200 ms (15 minutes ahead go out in 3 s), the
    // simulator reviews a post in half a second and the app reads it again a quarter second on.
    POST_MINUTE_MS: "200",
    SIM_POST_PROCESSING_MS: "500",
    POST_STATE_POLL_MS: "250",
    MAPS_SIM_REVIEW_ARRIVALS: "off",
    // Drafted replies are composed by the offline drafter: no language model, no network.
    REPLY_MODEL: "offline",
    // Google edits no listing on its own: the Google changes journey makes its one change.
    MAPS_SIM_GOOGLE_EDITS: "off",
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
    // Alert webhooks may go to the journey's own receiver on this machine over http.
    ALERT_WEBHOOKS_LOCAL: "on",
  };
}
