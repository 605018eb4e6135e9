import { expect, test, type Browser, type Page } from "@playwright/test";
import { ROUTES } from "@/lib/auth/routes";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };
import { expectAccessible, seriousViolations, type Violation } from "./axe";
import { graphql, signInWithMaps } from "./helpers";
import { signInOnce } from "./sign-in-once";

// WCAG 2.1 AA on every page of the app: axe runs on each built route of lib/auth/routes.ts, signed
// in as an account that reaches it (or signed out for the public pages), in English at 1280 px and
// in Spanish at 375 px. A page whose content needs a journey's own data (a shared link's real
// token, a job just sent) is checked here in its empty or not-found state and by that journey
// with the data (see JOURNEYS).

type Lang = "en" | "es";
const VIEWS: { lang: Lang; locale: string; width: number }[] = [
  { lang: "en", locale: "en-US", width: 1280 },
  { lang: "es", locale: "es-ES", width: 375 },
];

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
// A store's edit pages, which open on one store (`?id=`).
const STORE_PAGES = ROUTES.filter(
  (route) =>
    route.built &&
    route.pattern.startsWith("/apps/stores/") &&
    route.pattern !== "/apps/stores/create-store" &&
    route.pattern !== "/apps/stores/health" &&
    route.pattern !== "/apps/stores/holidays" &&
    route.pattern !== "/apps/stores/approvals",
).map((route) => route.pattern);

type Account =
  | { kind: "credentials"; user: string; password: string }
  | { kind: "maps"; email: string }
  | { kind: "guest" };

type Sweep = {
  account: Account;
  /** The pages, by route pattern; `{store}` stands for the id of one of the tenant's stores. */
  pages: Record<string, string[]>;
};

const SWEEPS: Record<string, Sweep> = {
  admin: {
    account: { kind: "credentials", user: "admin", password: "Admin123!" },
    pages: {
      "/": ["/"],
      "/sync-new-user": ["/sync-new-user"],
      "/apps/home": ["/apps/home"],
      "/apps/home/admin-user-token-page": ["/apps/home/admin-user-token-page"],
      "/apps/home/image-playground": ["/apps/home/image-playground"],
      "/apps/stores": ["/apps/stores"],
      "/apps/stores/create-store": ["/apps/stores/create-store"],
      "/apps/stores/health": ["/apps/stores/health"],
      "/apps/stores/approvals": ["/apps/stores/approvals"],
      "/apps/stores/google-updates": ["/apps/stores/google-updates"],
      "/apps/stores/holidays": ["/apps/stores/holidays"],
      "/apps/stores/import/:id": [`/apps/stores/import/${UNKNOWN_ID}`],
      ...Object.fromEntries(STORE_PAGES.map((pattern) => [pattern, [`${pattern}?id={store}`]])),
      "/apps/reviews": [
        "/apps/reviews",
        "/apps/reviews?tab=templates",
        "/apps/reviews?tab=auto-replies",
      ],
      "/apps/reviews/topics": ["/apps/reviews/topics", "/apps/reviews/topics?by=CITY&days=365"],
      "/apps/post": ["/apps/post", "/apps/post?view=calendar", "/apps/post?view=templates"],
      "/apps/new-post": ["/apps/new-post"],
      "/apps/files": ["/apps/files"],
      "/apps/media": ["/apps/media", "/apps/media?view=stores"],
      "/apps/media/newMediaUpload": ["/apps/media/newMediaUpload"],
      "/apps/media/mediaJobDetails": [`/apps/media/mediaJobDetails?id=${UNKNOWN_ID}`],
      "/apps/dataStudio-reports": ["/apps/dataStudio-reports"],
      "/apps/marketingdata": ["/apps/marketingdata"],
      "/apps/marketingdata/new-job": ["/apps/marketingdata/new-job"],
      "/apps/marketingdata/sourcedata": ["/apps/marketingdata/sourcedata"],
      "/apps/marketingdata/connector": ["/apps/marketingdata/connector"],
      "/apps/marketingdata/connector/selected": [
        "/apps/marketingdata/connector/selected?type=POSTGRESQL",
      ],
      "/apps/jobs": ["/apps/jobs"],
      "/apps/jobs/:id": [`/apps/jobs/${UNKNOWN_ID}`],
      "/apps/rankingJobs": ["/apps/rankingJobs"],
      "/apps/rankingJobs/new-ranking": ["/apps/rankingJobs/new-ranking"],
      "/apps/rankingJobs/:id": [`/apps/rankingJobs/${UNKNOWN_ID}`],
      "/apps/serps": ["/apps/serps"],
      "/apps/serps/new-serp": ["/apps/serps/new-serp"],
      "/apps/serps/:id": [`/apps/serps/${UNKNOWN_ID}`],
      "/apps/ads": ["/apps/ads"],
      "/apps/faq": ["/apps/faq", "/apps/faq?answered=UNANSWERED"],
      "/apps/faq/create-faq": ["/apps/faq/create-faq"],
      "/apps/faq/answer-question": [`/apps/faq/answer-question?id=${UNKNOWN_ID}`],
      "/apps/direct-messages": ["/apps/direct-messages", "/apps/direct-messages?show=unread"],
      "/apps/direct-messages/answer-message": [
        `/apps/direct-messages/answer-message?id=${UNKNOWN_ID}`,
      ],
      "/apps/new-search-job": ["/apps/new-search-job"],
      "/apps/new-pmax-job": ["/apps/new-pmax-job"],
      "/apps/pmax": ["/apps/pmax"],
      "/apps/pmax-campaigns": ["/apps/pmax-campaigns"],
      "/apps/notifications": [
        "/apps/notifications",
        "/apps/notifications?tab=push",
        "/apps/notifications?tab=alerts",
      ],
      "/apps/setting": ["/apps/setting"],
      "/apps/setting-admin": [
        "users",
        "roles",
        "syncs",
        "notifications",
        "scheduled-jobs",
        "audit",
      ].map((tab) => `/apps/setting-admin?tab=${tab}`),
      "/apps/rar-steps": ["/apps/rar-steps"],
      "/apps/storeplus-new-user": ["/apps/storeplus-new-user"],
      "/apps/edit-location": ["/apps/edit-location", "/apps/edit-location?store={store}"],
      "/apps/workspaces": ["/apps/workspaces"],
      "/apps/workspaces/create-workspace": ["/apps/workspaces/create-workspace"],
      "/pages/profile": ["/pages/profile"],
      "/dev/mail": ["/dev/mail"],
      "/ui/*": ["/ui/components"],
      // A maintenance notice needs a module in maintenance; without one the page forwards home.
      "/commons/MaintenancePage": ["/commons/MaintenancePage"],
    },
  },
  superadmin: {
    account: { kind: "credentials", user: "superadmin", password: "Super123!" },
    pages: {
      "/apps/setting-admin": [
        "/apps/setting-admin?tab=tenants",
        "/apps/setting-admin?tab=costs",
        "/apps/setting-admin?tab=quotas",
        "/apps/setting-admin?tab=ads-requests",
      ],
    },
  },
  // Role-limited users see their own menu, home and the not-found page for the rest.
  reviews: {
    account: { kind: "credentials", user: "reviews", password: "Reviews123!" },
    pages: {
      "/apps/home": ["/apps/home"],
      "/apps/reviews": ["/apps/reviews"],
      "/apps/stores": ["/apps/stores"],
    },
  },
  stores: {
    account: { kind: "credentials", user: "stores", password: "Stores123!" },
    pages: {
      "/apps/home": ["/apps/home"],
      "/apps/stores": ["/apps/stores"],
      "/apps/reviews": ["/apps/reviews"],
    },
  },
  trialLead: {
    account: { kind: "maps", email: "lead.user@trial.example" },
    pages: {
      "/apps/home": ["/apps/home"],
      ...Object.fromEntries(
        ["", "-to-stores", "-to-ads", "-to-media", "-to-reports"].map((end) => [
          `/apps/no-access${end}`,
          [`/apps/no-access${end}`],
        ]),
      ),
    },
  },
  leadSigningUp: {
    account: { kind: "maps", email: "lead.info@trial.example" },
    pages: { "/register-user": ["/register-user"] },
  },
  leadAtInsights: {
    account: { kind: "maps", email: "lead.insights@trial.example" },
    pages: { "/insight-user": ["/insight-user"] },
  },
  signedOut: {
    account: { kind: "guest" },
    pages: {
      "/login": ["/login"],
      "/logout": ["/logout"],
      "/terms": ["/terms"],
      "/no-permissions": ["/no-permissions?error=NO_TENANT"],
      "/set-password": ["/set-password?token=unknown"],
      "/pages/errors/error-404": ["/pages/errors/error-404", "/no-such-page"],
      "/media-link": ["/media-link?token=unknown"],
      "/media-link-list": ["/media-link-list?token=unknown"],
      "/geolocation": ["/geolocation?token=unknown"],
      "/shared-report": ["/shared-report?token=unknown"],
      "/gulf-qr": [`/gulf-qr?id=${UNKNOWN_ID}`],
    },
  },
};

/** Journeys that also run axe on a page with their own data. */
const JOURNEYS = {
  "/media-link": "media-link.spec.ts",
  "/media-link-list": "media-link.spec.ts",
  "/geolocation": "stores-geolocation.spec.ts",
  "/shared-report": "reports-sharing.spec.ts",
  "/gulf-qr": "gulf-qr.spec.ts",
  "/apps/home/image-playground": "gulf-qr.spec.ts",
  "/apps/jobs/:id": "stores-edit-outcomes.spec.ts",
  "/apps/stores/health": "stores-health.spec.ts",
  "/apps/stores/import/:id": "stores-import.spec.ts",
  "/apps/media/mediaJobDetails": "media.spec.ts",
  "/apps/rankingJobs/:id": "rankings.spec.ts",
  "/apps/serps/:id": "serps.spec.ts",
  "/apps/direct-messages/answer-message": "direct-messages.spec.ts",
};

test("every page of the app is in the sweep", () => {
  const swept = new Set(Object.values(SWEEPS).flatMap((sweep) => Object.keys(sweep.pages)));
  const built = ROUTES.filter((route) => route.built).map((route) => route.pattern);
  expect(built.filter((pattern) => !swept.has(pattern))).toEqual([]);
  expect([...swept].filter((pattern) => !built.includes(pattern))).toEqual([]);
  expect(Object.keys(JOURNEYS).filter((pattern) => !swept.has(pattern))).toEqual([]);
});

async function signIn(page: Page, account: Account, lang: Lang) {
  // One form sign-in per user for the whole sweep: the parts after reuse its session's cookies.
  if (account.kind === "credentials") await signInOnce(page, account.user, account.password, lang);
  else if (account.kind === "maps") await signInWithMaps(page, account.email, lang);
  if (account.kind !== "guest") await expect(page).not.toHaveURL(/\/login/);
}

async function firstStoreId(page: Page) {
  const { locations } = await graphql<{ locations: { items: { _id: string }[] } }>(
    page,
    `
      query FirstStore {
        locations(sort: { by: locationName }, limit: 1) {
          items {
            _id
          }
        }
      }
    `,
  );
  return locations.items[0]!._id;
}

/** Pages a test sweeps at most: a long sweep is cut into parts, each within its test's time. */
const PAGES_PER_TEST = 16;

/** A sweep's pages in parts of at most PAGES_PER_TEST, each named `name` or `name (k/n)`. */
function sweepParts(name: string): { title: string; urls: string[] }[] {
  const urls = Object.values(SWEEPS[name]!.pages).flat();
  const count = Math.ceil(urls.length / PAGES_PER_TEST);
  return Array.from({ length: count }, (_, k) => ({
    title: count === 1 ? name : `${name} (${k + 1}/${count})`,
    urls: urls.slice(k * PAGES_PER_TEST, (k + 1) * PAGES_PER_TEST),
  }));
}

async function sweep(browser: Browser, name: string, urls: string[], view: (typeof VIEWS)[number]) {
  const { account } = SWEEPS[name]!;
  const context = await browser.newContext({
    locale: view.locale,
    viewport: { width: view.width, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page, account, view.lang);
  const store = urls.some((url) => url.includes("{store}")) ? await firstStoreId(page) : "";
  const found: Record<string, Violation[]> = {};
  // Two tabs take turns: while axe works in one, the server renders the next page for the other.
  const lanes = [page, await context.newPage()];
  await Promise.all(
    lanes.map(async (tab, lane) => {
      for (const url of urls.filter((_, i) => i % lanes.length === lane)) {
        await tab.goto(url.replace("{store}", store));
        await expect(tab.locator("html")).toHaveAttribute("lang", view.lang);
        const violations = await seriousViolations(tab);
        if (violations.length) found[url] = violations;
      }
    }),
  );
  await context.close();
  expect(found, `serious or critical axe violations (${view.lang}, ${view.width} px)`).toEqual({});
}

for (const view of VIEWS) {
  test.describe(`axe, ${view.lang} at ${view.width} px`, () => {
    for (const name of Object.keys(SWEEPS)) {
      for (const part of sweepParts(name)) {
        test(`${part.title}: no serious or critical violation on any page`, async ({ browser }) => {
          test.setTimeout(180_000);
          await sweep(browser, name, part.urls, view);
        });
      }
    }
  });
}

const M = { en, es } as const;
const starting = (text: string) => new RegExp(`^${text.split("{")[0]}`);

// What opens over a page (menus, dialogs, the selection bar, the phone's drawer) is checked open.
for (const view of VIEWS) {
  test(`axe, ${view.lang} at ${view.width} px: menus, dialogs and the selection bar, open`, async ({
    browser,
  }) => {
    const t = M[view.lang];
    const context = await browser.newContext({
      locale: view.locale,
      viewport: { width: view.width, height: 900 },
    });
    const page = await context.newPage();
    await signIn(page, SWEEPS.admin!.account, view.lang);
    const banner = page.getByRole("banner");
    const phone = view.width < 1024;

    await page.goto("/apps/stores");
    await page.getByRole("checkbox", { name: t.dataTable.selection.selectPage }).check();
    await page.getByRole("button", { name: t.stores.bulk.menu }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "stores: rows selected, bulk menu open");
    await page.keyboard.press("Escape");

    await page.goto("/apps/reviews");
    await page
      .getByRole("button", { name: starting(t.reviews.actions.replyFor) })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "reviews: reply dialog");
    await page.keyboard.press("Escape");

    await banner.getByRole("button", { name: starting(t.shell.userMenu.trigger) }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "account menu");
    await page.keyboard.press("Escape");

    await banner.getByRole("button", { name: starting(t.notifications.bellLabel) }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "notifications panel");
    await page.keyboard.press("Escape");

    if (phone) {
      await page.getByRole("button", { name: t.shell.openNavigation }).click();
    } else {
      await banner.getByRole("button", { name: t.theme.open }).click();
    }
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, phone ? "navigation drawer" : "theme settings");
    await context.close();
  });
}

test("a low-contrast chip fails the check", async ({ page }) => {
  await page.goto("/login");
  expect(await seriousViolations(page)).toEqual([]);
  // A chip of light grey on white (about 2:1), as a careless status colour would draw it.
  await page.evaluate(() => {
    const chip = document.createElement("span");
    chip.textContent = "PENDING";
    chip.setAttribute("data-slot", "badge");
    chip.style.cssText = "background:#ffffff;color:#b0b0b0;font-size:12px;padding:2px 8px";
    document.querySelector("main, body")!.append(chip);
  });
  const violations = await seriousViolations(page);
  expect(violations.map((v) => v.rule)).toContain("color-contrast");
});
