// Global rows: the roles of spec §6 and the module status list.

export const ROLE_DESCRIPTIONS: Record<string, string> = {
  ADMIN: "Tenant administrator: every module and the admin settings",
  GUEST: "Guest",
  WS_ADMIN: "Workspace administrator",
  "Super Admin": "Platform administrator across tenants",
  "Master Account": "Master account",
  MARKETING_DATA: "Marketing-data extract jobs and source data",
  CONNECTORS: "Marketing-data connectors",
  RANKING: "Rankings and search-result pages",
  NOTIFICATIONS: "Push notifications",
  GMB: "Posts on the maps service",
  GMB_FILES_REVIEWS: "Posts, files and reviews",
  ADS: "Search campaigns",
  PMAX: "Performance-max campaigns",
  REVIEWS: "Reviews and replies",
  FILES: "Resources library",
  MEDIA: "Media packages",
  STORE: "Stores",
  REPORT: "Reports",
  FAQ: "Questions and answers",
  DIRECT_MESSAGES: "Direct messages",
  TRIAL: "Free-trial lead",
};

export const ROLE_NAMES = Object.keys(ROLE_DESCRIPTIONS);

export const MODULE_STATUSES: { name: string; status: "ACTIVE" | "MAINTENANCE" }[] = [
  "stores",
  "post",
  "reviews",
  "faq",
  "media",
  "ads",
  "pmax",
  "ranking",
  "marketing_data",
  "report",
  "files",
  "direct_messages",
  "notifications",
].map((name) => ({ name, status: "ACTIVE" as const }));
