/** The longest text a Business Messages Message may carry (client-safe: forms count against it). */
export const BUSINESS_MESSAGES_MAX_TEXT = 3072;
