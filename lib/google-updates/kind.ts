/** Google's own changes to the stores read from the maps service (lib/google-updates). */
export const GOOGLE_UPDATES_CHECK = "GOOGLE_UPDATES_CHECK";
/** The scheduled check of every linked tenant's stores. */
export const GOOGLE_UPDATES_SCHEDULE = "google-updates";
/** Every day at 05:15 UTC, after the daily data sync has started. */
export const GOOGLE_UPDATES_CRON = "15 5 * * *";
