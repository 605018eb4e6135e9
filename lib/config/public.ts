import "server-only";

type Env = Record<string, string | undefined>;

/** Deployment-specific contact details shown to users (spec §2 default error, decisions.md). */
export type PublicConfig = { salesContactEmail: string; supportPhone: string };

export const PUBLIC_CONFIG_DEFAULTS: PublicConfig = {
  salesContactEmail: "sales@storeplus.example",
  supportPhone: "+54 11 5555-0100",
};

export function getPublicConfig(env: Env = process.env): PublicConfig {
  return {
    salesContactEmail: env.SALES_CONTACT_EMAIL?.trim() || PUBLIC_CONFIG_DEFAULTS.salesContactEmail,
    supportPhone: env.SUPPORT_PHONE?.trim() || PUBLIC_CONFIG_DEFAULTS.supportPhone,
  };
}
