// Edge-safe: spec §2's route table; navigation and middleware read only this.
import type { SectionKey } from "./sections";

export type ShellHide = { navbar: boolean; toolbar: boolean; footer: boolean };

export type RouteDef = {
  /** Path pattern: literal segments, `:name` for one segment, a trailing `*` for any remainder. */
  pattern: string;
  /** Section of spec §6 that guards it; null = no requirement, any signed-in user passes. */
  section: SectionKey | null;
  public: boolean;
  hide: ShellHide;
  redirectTo?: string;
  /** A route of a module not built yet answers 404, so links to it say "coming soon". */
  built: boolean;
};

const SHOWN: ShellHide = { navbar: false, toolbar: false, footer: false };
const BARE: ShellHide = { navbar: true, toolbar: true, footer: true };
const NO_CHROME: ShellHide = { navbar: true, toolbar: true, footer: false };

// A module that adds its page adds its pattern here; tests/unit/auth/built-routes.test.ts checks
// this list against app/.
const BUILT: ReadonlySet<string> = new Set([
  "/login",
  "/no-permissions",
  "/logout",
  "/terms",
  "/set-password",
  "/commons/MaintenancePage",
  "/",
  "/sync-new-user",
  "/register-user",
  "/insight-user",
  "/apps/home",
  "/apps/home/admin-user-token-page",
  "/apps/home/image-playground",
  "/apps/notifications",
  "/apps/reviews",
  "/apps/reviews/topics",
  "/apps/files",
  "/apps/media",
  "/apps/media/newMediaUpload",
  "/apps/media/mediaJobDetails",
  "/apps/post",
  "/apps/setting-admin",
  "/apps/rar-steps",
  "/apps/edit-location",
  "/apps/storeplus-new-user",
  "/apps/new-post",
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
  "/apps/stores/health",
  "/apps/stores/google-updates",
  "/apps/stores/holidays",
  "/apps/stores/import/:id",
  "/apps/stores/approvals",
  "/apps/jobs",
  "/apps/jobs/:id",
  "/apps/direct-messages",
  "/apps/direct-messages/answer-message",
  "/apps/rankingJobs",
  "/apps/rankingJobs/new-ranking",
  "/apps/rankingJobs/:id",
  "/apps/serps",
  "/apps/serps/new-serp",
  "/apps/serps/:id",
  "/apps/ads",
  "/apps/faq",
  "/apps/faq/create-faq",
  "/apps/faq/answer-question",
  "/apps/new-search-job",
  "/apps/new-pmax-job",
  "/apps/pmax",
  "/apps/pmax-campaigns",
  "/apps/setting",
  "/apps/workspaces",
  "/apps/workspaces/create-workspace",
  "/apps/no-access",
  "/apps/no-access-to-stores",
  "/apps/no-access-to-ads",
  "/apps/no-access-to-media",
  "/apps/no-access-to-reports",
  "/apps/dataStudio-reports",
  "/apps/marketingdata",
  "/apps/marketingdata/new-job",
  "/apps/marketingdata/sourcedata",
  "/apps/marketingdata/connector",
  "/apps/marketingdata/connector/selected",
  "/media-link",
  "/geolocation",
  "/media-link-list",
  "/shared-report",
  "/gulf-qr",
  "/dev/mail",
  "/pages/profile",
  "/pages/errors/error-404",
  "/ui/*",
]);

type RouteSpec = Omit<RouteDef, "built">;

function app(pattern: string, section: SectionKey | null, hide: ShellHide = SHOWN): RouteSpec {
  return { pattern, section, public: false, hide };
}
function open(pattern: string): RouteSpec {
  return { pattern, section: null, public: true, hide: BARE };
}
function group(
  base: string,
  section: SectionKey | null,
  subPaths: string[],
  hide: ShellHide = SHOWN,
): RouteSpec[] {
  return [app(base, section, hide), ...subPaths.map((sub) => app(`${base}/${sub}`, section, hide))];
}

const TABLE: readonly RouteSpec[] = [
  // Entry and onboarding
  open("/login"),
  open("/no-permissions"),
  /** Public so it can always clear the browser's stored workspace, with or without a session. */
  open("/logout"),
  /** The free trial's terms, linked from /register-user: readable before signing up. */
  open("/terms"),
  /** Where an invite or reset link leads: the token is the proof, so no session is needed. */
  open("/set-password"),
  app("/", null),
  app("/sync-new-user", null, NO_CHROME),
  app("/register-user", null, NO_CHROME),
  app("/insight-user", null, NO_CHROME),
  /** Spec §2 forwards it to /; it shows the maintenance notice when `?module=` names a module. */
  open("/commons/MaintenancePage"),
  // App routes
  app("/apps/home", null),
  app("/apps/home/admin-user-token-page", "admin"),
  app("/apps/home/image-playground", null),
  ...group("/apps/rankingJobs", "ranking", ["new-ranking", ":id"]),
  ...group("/apps/serps", "ranking", ["new-serp", ":id"]),
  app("/apps/marketingdata", "marketing_data"),
  app("/apps/marketingdata/new-job", "marketing_data.extract_job"),
  app("/apps/marketingdata/sourcedata", "marketing_data.source_data"),
  app("/apps/marketingdata/connector", "marketing_data.connector"),
  app("/apps/marketingdata/connector/selected", "marketing_data.connector"),
  app("/apps/ads", "ads"),
  app("/apps/post", "post"),
  app("/apps/new-post", "post", NO_CHROME),
  app("/apps/reviews", "reviews"),
  /** Beyond the spec: what the reviews speak of across stores (issue 31). */
  app("/apps/reviews/topics", "reviews"),
  ...group("/apps/faq", "faq", ["create-faq", "answer-question"]),
  ...group("/apps/direct-messages", "direct_messages", ["answer-message"]),
  app("/apps/files", "files"),
  app("/apps/notifications", "notifications"),
  /** Beyond the spec: bulk edits' and syncs' progress; each job shows to its kind's section. */
  ...group("/apps/jobs", null, [":id"]),
  app("/apps/setting", null),
  app("/apps/setting-admin", "admin"),
  app("/apps/rar-steps", "admin"),
  app("/apps/edit-location", "admin", NO_CHROME),
  app("/apps/storeplus-new-user", "admin", NO_CHROME),
  ...group("/apps/media", "media", ["newMediaUpload", "mediaJobDetails"]),
  ...group("/apps/stores", "store", [
    "create-store",
    "edit-phone",
    "edit-website",
    "close-store",
    "edit-hours",
    "edit-info",
    "edit-category",
    "edit-address",
    "edit-store-name",
    "social-media",
    "action-items",
    "health",
    "google-updates",
    "holidays",
    "import/:id",
  ]),
  /** Store edits held for approval and the rule that holds them: the tenant's ADMIN only. */
  app("/apps/stores/approvals", "admin"),
  app("/apps/dataStudio-reports", "report"),
  app("/apps/pmax", "pmax"),
  app("/apps/new-pmax-job", "pmax", NO_CHROME),
  app("/apps/new-search-job", "pmax", NO_CHROME),
  app("/apps/pmax-campaigns", "pmax"),
  ...group("/apps/workspaces", null, ["create-workspace"], NO_CHROME),
  app("/apps/no-access", "trial"),
  app("/apps/no-access-to-stores", "trial"),
  app("/apps/no-access-to-ads", "trial"),
  app("/apps/no-access-to-media", "trial"),
  app("/apps/no-access-to-reports", "trial"),
  // Other
  app("/pages/profile", null),
  open("/pages/errors/error-404"),
  open("/gulf-qr"),
  open("/media-link-list"),
  open("/media-link"),
  /** A report opened by its share link: the link's token is the proof, so no session is needed. */
  open("/shared-report"),
  open("/geolocation"),
  /** The development mail catcher; its page answers 404 unless MAIL_CATCHER=on. */
  app("/dev/mail", "admin"),
  // Template demo routes (layouts, icons, typography, helper classes).
  app("/ui/*", null),
];

export const ROUTES: readonly RouteDef[] = TABLE.map((route) => ({
  ...route,
  built: route.redirectTo !== undefined || BUILT.has(route.pattern),
}));

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

/** "/a/b/" → "/a/b"; repeated slashes collapse. */
export function normalizePath(pathname: string): string {
  const collapsed = `/${pathname.split("/").filter(Boolean).join("/")}`;
  return collapsed;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === "*") return i < segments.length ? params : null;
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(":")) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  return parts.length === segments.length ? params : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const EXACT = new Map(ROUTES.filter((r) => !/[:*]/.test(r.pattern)).map((r) => [r.pattern, r]));
const PATTERNED = ROUTES.filter((r) => /[:*]/.test(r.pattern));

/** Literal routes win over `:id`. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = normalizePath(pathname);
  const exact = EXACT.get(path);
  if (exact) return { route: exact, params: {} };
  const segments = path.split("/").filter(Boolean);
  for (const route of PATTERNED) {
    const params = matchPattern(route.pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

export function isBuiltRoute(url: string): boolean {
  return matchRoute(url.split(/[?#]/)[0])?.route.built ?? false;
}
