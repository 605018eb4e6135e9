/** The job kind that sends alerts outside the app (lib/alerts): background lane. */
export const ALERT_DELIVERY_KIND = "ALERT_DELIVERY";
/** Every hour: users whose digest hour has come get the past day's events. */
export const ALERT_DIGEST_SCHEDULE = "alert-digest";
export const ALERT_DIGEST_CRON = "5 * * * *";
/** Every day: each store's week against its previous four. */
export const RATING_DROP_SCHEDULE = "alert-rating-drop";
export const RATING_DROP_CRON = "30 5 * * *";
