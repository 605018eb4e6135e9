/** A campaign sent to the ads service: one item per store (one campaign each) or one for all. */
export const ADS_SEND = "ADS_SEND" as const;
/** A sent campaign's review, status and metrics read back; it queues its next reading. */
export const ADS_CAMPAIGN_CHECK = "ADS_CAMPAIGN_CHECK" as const;
/** The manager's invitation to the tenant's account read until it is accepted or refused. */
export const ADS_LINK_CHECK = "ADS_LINK_CHECK" as const;
