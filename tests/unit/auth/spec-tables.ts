// An independent, literal copy of spec §2 (routes) and §6 (roles) for the permission tests. It is
// written out by hand on purpose: the tests compare lib/auth/permissions against it.

export const SPEC_ROLES = [
  "ADMIN",
  "GUEST",
  "WS_ADMIN",
  "Super Admin",
  "Master Account",
  "MARKETING_DATA",
  "CONNECTORS",
  "RANKING",
  "NOTIFICATIONS",
  "GMB",
  "GMB_FILES_REVIEWS",
  "ADS",
  "PMAX",
  "REVIEWS",
  "FILES",
  "MEDIA",
  "STORE",
  "REPORT",
  "FAQ",
  "DIRECT_MESSAGES",
  "TRIAL",
] as const;

/** Spec §6 table. `connector` is the marketing_data sub-key with its own roles. */
export const SPEC_SECTION_ROLES: Record<string, string[]> = {
  admin: ["ADMIN"],
  marketing_data: ["ADMIN", "MARKETING_DATA"],
  extract_job: ["ADMIN", "MARKETING_DATA"],
  source_data: ["ADMIN", "MARKETING_DATA"],
  connector: ["ADMIN", "CONNECTORS"],
  ranking: ["ADMIN", "RANKING"],
  notifications: ["ADMIN", "NOTIFICATIONS"],
  post: ["ADMIN", "GMB", "GMB_FILES_REVIEWS"],
  ads: ["ADMIN", "ADS"],
  pmax: ["ADMIN", "PMAX", "ADS"],
  reviews: ["ADMIN", "REVIEWS", "GMB_FILES_REVIEWS"],
  files: ["ADMIN", "FILES", "GMB_FILES_REVIEWS"],
  media: ["ADMIN", "MEDIA"],
  store: ["ADMIN", "STORE"],
  report: ["ADMIN", "REPORT"],
  faq: ["ADMIN", "FAQ"],
  direct_messages: ["ADMIN", "DIRECT_MESSAGES"],
  trial: ["TRIAL"],
  onlyGuest: [],
};

/**
 * kind: "public" = needs no token; "open" = any signed-in user (no auth key); "forward" = redirects
 * to "/"; otherwise a section of SPEC_SECTION_ROLES. `trial` names the no-access page a trial user
 * gets instead (spec §2: stores, ads/pmax, media, reports variants; any other module: no-access).
 */
export type SpecRoute = { path: string; kind: string; trial?: string };

const apps = (section: string, trial: string, ...paths: string[]): SpecRoute[] =>
  paths.map((path) => ({ path, kind: section, trial }));
const NA = "/apps/no-access";

export const SPEC_ROUTES: SpecRoute[] = [
  { path: "/login", kind: "public" },
  { path: "/no-permissions", kind: "public" },
  { path: "/sync-new-user", kind: "open" },
  { path: "/register-user", kind: "open" },
  { path: "/insight-user", kind: "open" },
  { path: "/logout", kind: "public" },
  // Beyond the spec's list: the terms the sign-up checkbox accepts must be readable somewhere.
  { path: "/terms", kind: "public" },
  { path: "/", kind: "open" },
  // Spec §2 forwards it to /: its page does, unless a module in maintenance is named (?module=),
  // whose notice it then shows; so the middleware lets it through, as a public page.
  { path: "/commons/MaintenancePage", kind: "public" },
  // Beyond the spec's list: where an invite or reset link sets a password, without a session.
  { path: "/set-password", kind: "public" },
  // Beyond the spec's list: a report opened by its share link, without a session.
  { path: "/shared-report", kind: "public" },
  // Beyond the spec's list: the development mail catcher, for the tenant's administrators.
  ...apps("admin", NA, "/dev/mail"),
  { path: "/apps/home", kind: "open" },
  ...apps("admin", NA, "/apps/home/admin-user-token-page"),
  { path: "/apps/home/image-playground", kind: "open" },
  ...apps(
    "ranking",
    NA,
    "/apps/rankingJobs",
    "/apps/rankingJobs/new-ranking",
    "/apps/rankingJobs/rj-42",
  ),
  ...apps("ranking", NA, "/apps/serps", "/apps/serps/new-serp", "/apps/serps/7f3a"),
  ...apps("marketing_data", NA, "/apps/marketingdata"),
  ...apps("extract_job", NA, "/apps/marketingdata/new-job"),
  ...apps("source_data", NA, "/apps/marketingdata/sourcedata"),
  ...apps(
    "connector",
    NA,
    "/apps/marketingdata/connector",
    "/apps/marketingdata/connector/selected",
  ),
  ...apps("ads", "/apps/no-access-to-ads", "/apps/ads"),
  ...apps("post", NA, "/apps/post", "/apps/new-post"),
  ...apps("reviews", NA, "/apps/reviews"),
  ...apps("faq", NA, "/apps/faq", "/apps/faq/create-faq", "/apps/faq/answer-question"),
  ...apps("direct_messages", NA, "/apps/direct-messages", "/apps/direct-messages/answer-message"),
  ...apps("files", NA, "/apps/files"),
  ...apps("notifications", NA, "/apps/notifications"),
  { path: "/apps/setting", kind: "open" },
  ...apps(
    "admin",
    NA,
    "/apps/setting-admin",
    "/apps/rar-steps",
    "/apps/edit-location",
    "/apps/storeplus-new-user",
  ),
  ...apps(
    "media",
    "/apps/no-access-to-media",
    "/apps/media",
    "/apps/media/newMediaUpload",
    "/apps/media/mediaJobDetails",
  ),
  ...apps(
    "store",
    "/apps/no-access-to-stores",
    "/apps/stores",
    "/apps/stores/create-store",
    "/apps/stores/edit-phone",
    "/apps/stores/edit-website",
    "/apps/stores/close-store",
    "/apps/stores/edit-hours",
    "/apps/stores/edit-info",
    "/apps/stores/edit-category",
    "/apps/stores/edit-address",
    "/apps/stores/edit-store-name",
    "/apps/stores/social-media",
    "/apps/stores/action-items",
  ),
  ...apps("report", "/apps/no-access-to-reports", "/apps/dataStudio-reports"),
  ...apps(
    "pmax",
    "/apps/no-access-to-ads",
    "/apps/pmax",
    "/apps/new-pmax-job",
    "/apps/new-search-job",
    "/apps/pmax-campaigns",
  ),
  { path: "/apps/workspaces", kind: "open" },
  { path: "/apps/workspaces/create-workspace", kind: "open" },
  // Beyond the spec's list: bulk edits and syncs show their progress and outcome somewhere.
  { path: "/apps/jobs", kind: "open" },
  { path: "/apps/jobs/x1", kind: "open" },
  // Beyond the spec's list (issue 30): each store's listing health, needs-action first.
  ...apps("store", "/apps/no-access-to-stores", "/apps/stores/health"),
  // Beyond the spec's list (issue 30): a spreadsheet import's preview before anything is sent.
  ...apps("store", "/apps/no-access-to-stores", "/apps/stores/import/x1"),
  // Beyond the spec's list (issue 30): holiday presets for many stores.
  ...apps("store", "/apps/no-access-to-stores", "/apps/stores/holidays"),
  // Beyond the spec's list (issue 30): Google's own changes to the stores, kept or restored.
  ...apps("store", "/apps/no-access-to-stores", "/apps/stores/google-updates"),
  // Beyond the spec's list (issue 30): store edits held for an ADMIN's approval.
  ...apps("admin", NA, "/apps/stores/approvals"),
  // Beyond the spec's list (issue 31): what the reviews speak of across stores.
  ...apps("reviews", NA, "/apps/reviews/topics"),
  ...apps(
    "trial",
    NA,
    "/apps/no-access",
    "/apps/no-access-to-stores",
    "/apps/no-access-to-ads",
    "/apps/no-access-to-media",
    "/apps/no-access-to-reports",
  ),
  { path: "/pages/profile", kind: "open" },
  { path: "/pages/errors/error-404", kind: "public" },
  { path: "/gulf-qr", kind: "public" },
  { path: "/media-link-list", kind: "public" },
  { path: "/media-link", kind: "public" },
  { path: "/geolocation", kind: "public" },
  { path: "/ui/layouts", kind: "open" },
  { path: "/ui/icons", kind: "open" },
  { path: "/ui/typography", kind: "open" },
  { path: "/ui/helper-classes", kind: "open" },
];

/** Spec §2: pages that hide navbar, toolbar and footer (no-token pages), and those hiding toolbar and navbar. */
export const SPEC_HIDE_ALL = [
  "/no-permissions",
  "/media-link",
  "/geolocation",
  "/gulf-qr",
  "/media-link-list",
];
export const SPEC_HIDE_TOOLBAR_NAVBAR = [
  "/sync-new-user",
  "/register-user",
  "/insight-user",
  "/apps/new-post",
  "/apps/edit-location",
  "/apps/storeplus-new-user",
  "/apps/new-pmax-job",
  "/apps/new-search-job",
  "/apps/workspaces",
  "/apps/workspaces/create-workspace",
];
