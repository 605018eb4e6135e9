/** Each store's voice of merchant and duplicate flag read from the maps service (lib/listing-health). */
export const LISTING_HEALTH_CHECK = "LISTING_HEALTH_CHECK";
/** The scheduled check of every linked tenant's stores. */
export const LISTING_HEALTH_SCHEDULE = "listing-health";
/** Every day at 04:45 UTC, after the daily data sync has started. */
export const LISTING_HEALTH_CRON = "45 4 * * *";
