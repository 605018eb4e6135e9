import { expect, test, type Page } from "@playwright/test";
import { isBuiltRoute } from "@/lib/auth/permissions";
import { signInWithCredentials, signInWithMaps } from "./helpers";

// Expected menus, derived from lib/navigation/items.ts and the section table of lib/auth/sections.ts:
// [accessible name, href]. A trial lead sees the lock variants (name + "Trial" badge) of the modules
// marked `trial`, leading to their no-access pages, and nothing of the other modules. An entry of a
// module without pages yet (lib/auth/routes.ts `built`) is a disabled link saying "Coming soon".
const ADMIN_LINKS: [string, string][] = [
  ["Home", "/apps/home"],
  ["Stores", "/apps/stores"],
  ["Extract jobs", "/apps/marketingdata"],
  ["Source data", "/apps/marketingdata/sourcedata"],
  ["Connectors", "/apps/marketingdata/connector"],
  ["Posts", "/apps/post"],
  ["Notifications", "/apps/notifications"],
  ["Ranking jobs", "/apps/rankingJobs"],
  ["Search results", "/apps/serps"],
  ["Search campaigns", "/apps/ads"],
  ["Performance Max", "/apps/pmax"],
  ["Pmax campaigns", "/apps/pmax-campaigns"],
  ["Resources", "/apps/files"],
  ["Reviews", "/apps/reviews"],
  ["Media", "/apps/media"],
  ["Reports", "/apps/dataStudio-reports"],
  ["Direct messages", "/apps/direct-messages"],
  ["Questions and answers", "/apps/faq"],
  ["Jobs", "/apps/jobs"],
  ["Settings", "/apps/setting"],
  ["Administration", "/apps/setting-admin"],
];
const ADMIN_COLLAPSES = ["Marketing data", "Rankings", "Ads"];

const REVIEWS_LINKS: [string, string][] = [
  ["Home", "/apps/home"],
  ["Reviews", "/apps/reviews"],
  ["Jobs", "/apps/jobs"],
  ["Settings", "/apps/setting"],
];

const LEAD_LINKS: [string, string][] = [
  ["Home", "/apps/home"],
  ["Stores Trial", "/apps/no-access-to-stores"],
  ["Ads Trial", "/apps/no-access-to-ads"],
  ["Media Trial", "/apps/no-access-to-media"],
  ["Reports Trial", "/apps/no-access-to-reports"],
  ["Settings", "/apps/setting"],
];

function navbar(page: Page) {
  return page.getByTestId("navbar").getByRole("navigation", { name: "Main navigation" });
}

/**
 * Opens every collapse, then checks the menu holds exactly these links, in this order: a live link
 * to a page that exists, a disabled "coming soon" one (no href, nothing to prefetch) otherwise.
 */
async function expectExactMenu(page: Page, links: [string, string][], collapses: string[] = []) {
  const nav = navbar(page);
  for (const name of collapses) {
    const button = nav.getByRole("button", { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  }
  await expect(nav.getByRole("button", { expanded: false })).toHaveCount(0);
  const all = nav.getByRole("link");
  await expect(all).toHaveCount(links.length);
  for (const [index, [name, href]] of links.entries()) {
    if (isBuiltRoute(href)) {
      await expect(all.nth(index)).toHaveAccessibleName(name);
      await expect(all.nth(index)).toHaveAttribute("href", href);
    } else {
      await expect(all.nth(index)).toHaveAccessibleName(`${name} Coming soon`);
      await expect(all.nth(index)).toHaveAttribute("aria-disabled", "true");
      await expect(all.nth(index)).not.toHaveAttribute("href");
    }
  }
}

/** A route the user may not open sends them to this address instead. */
async function expectBlocked(page: Page, path: string, to: string | RegExp) {
  await page.goto(path);
  await expect(page, path).toHaveURL(to);
}

const notFoundFrom = (path: string) =>
  new RegExp(`/pages/errors/error-404\\?from=${encodeURIComponent(path)}$`);

test.describe("navigation by role", () => {
  test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

  test("an ADMIN sees every module, the active item, the bell; only trial pages are refused", async ({
    page,
  }) => {
    await signInWithCredentials(page, "admin", "Admin123!");
    await expect(page).toHaveURL(/\/apps\/home$/);
    await expect(page.getByTestId("navbar-email")).toHaveText("admin@acme.example");
    await expect(navbar(page).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectExactMenu(page, ADMIN_LINKS, ADMIN_COLLAPSES);
    const toolbar = page.getByRole("banner");
    await expect(toolbar.getByRole("button", { name: /^Notifications/ })).toBeVisible();
    await expect(toolbar.getByRole("button", { name: /^Workspace: / })).toBeVisible();

    // Choosing an item is a client-side navigation that marks it active.
    await navbar(page).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/apps\/setting$/);
    await expect(navbar(page).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(navbar(page).getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );

    await expectBlocked(
      page,
      "/apps/no-access-to-stores",
      notFoundFrom("/apps/no-access-to-stores"),
    );
  });

  test("a REVIEWS-only user sees home, reviews and settings and gets 404 elsewhere", async ({
    page,
  }) => {
    await signInWithCredentials(page, "reviews", "Reviews123!");
    await expect(page).toHaveURL(/\/apps\/home$/);
    await expectExactMenu(page, REVIEWS_LINKS);
    // Spec §2: the bell is for non-lead users with ADMIN, REVIEWS or STORE.
    await expect(
      page.getByRole("banner").getByRole("button", { name: /^Notifications/ }),
    ).toBeVisible();

    for (const path of [
      "/apps/notifications",
      "/apps/stores",
      "/apps/setting-admin",
      "/apps/media",
    ]) {
      await expectBlocked(page, path, notFoundFrom(path));
    }
    await page.goto("/apps/setting");
    await expect(page).toHaveURL(/\/apps\/setting$/);
  });

  test("a trial lead sees the lock variants and is sent to the no-access pages", async ({
    page,
  }) => {
    await signInWithMaps(page, "lead.user@trial.example");
    await expect(page).toHaveURL(/\/apps\/home$/);
    await expectExactMenu(page, LEAD_LINKS);
    // Leads never get the bell.
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Theme settings" }),
    ).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("button", { name: /^Notifications/ }),
    ).toHaveCount(0);

    await navbar(page).getByRole("link", { name: "Stores Trial" }).click();
    await expect(page).toHaveURL(/\/apps\/no-access-to-stores$/);

    await expectBlocked(page, "/apps/stores", /\/apps\/no-access-to-stores$/);
    await expectBlocked(page, "/apps/stores/edit-hours", /\/apps\/no-access-to-stores$/);
    await expectBlocked(page, "/apps/pmax", /\/apps\/no-access-to-ads$/);
    await expectBlocked(page, "/apps/media", /\/apps\/no-access-to-media$/);
    await expectBlocked(page, "/apps/dataStudio-reports", /\/apps\/no-access-to-reports$/);
    await expectBlocked(page, "/apps/reviews", /\/apps\/no-access$/);
    await expectBlocked(page, "/apps/setting-admin", /\/apps\/no-access$/);
  });

  test("the menu is translated for a Spanish browser", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "es-ES",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: /credenciales/i }).click();
    await page.getByLabel("Usuario").fill("reviews");
    await page.getByLabel("Contraseña", { exact: true }).fill("Reviews123!");
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/home$/);
    const nav = page
      .getByTestId("navbar")
      .getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link")).toHaveText([
      "Inicio",
      isBuiltRoute("/apps/reviews") ? "Reseñas" : "ReseñasPróximamente",
      "Tareas",
      "Configuración",
    ]);
    await context.close();
  });
});

// Users of the stores section search stores too (tests/e2e/shell-search.spec.ts covers those).
const SEARCH_LABEL = /^Search the menu( and stores)?$/;

test.describe("navigation search", () => {
  test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

  test("suggests at most 10 allowed items, none for blank text, 'No results..' for nonsense", async ({
    page,
  }) => {
    await signInWithCredentials(page, "admin", "Admin123!");
    await expect(page).toHaveURL(/\/apps\/home$/);
    const search = page.getByRole("banner").getByRole("combobox", { name: SEARCH_LABEL });
    const suggestions = page.getByRole("listbox", { name: "Suggestions" });

    // "s" is in far more than ten titles: the list stops at ten.
    await search.fill("s");
    await expect(suggestions.getByRole("option")).toHaveCount(10);

    await search.fill("REVIEW");
    await expect(suggestions.getByRole("option")).toHaveText([/^Reviews/]);

    await search.fill("zzqx-nothing");
    await expect(suggestions).toContainText("No results..");
    await expect(suggestions.getByRole("option")).toHaveCount(0);

    await search.fill("   ");
    await expect(suggestions).toHaveCount(0);
    await expect(search).toHaveAttribute("aria-expanded", "false");
  });

  test("is keyboard operable: arrows move, Enter opens the chosen item", async ({ page }) => {
    await signInWithCredentials(page, "admin", "Admin123!");
    await expect(page).toHaveURL(/\/apps\/home$/);
    const search = page.getByRole("banner").getByRole("combobox", { name: SEARCH_LABEL });
    await search.fill("se");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await search.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.first()).toHaveAttribute("aria-selected", "false");
    // Down to "Settings", a page that exists (entries of modules without pages open nothing),
    // once the stores the search also asks for are in.
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toHaveAttribute(
      "aria-busy",
      "false",
    );
    const index = (await options.allInnerTexts()).findIndex((text) => text.startsWith("Settings"));
    expect(index).toBeGreaterThan(0);
    for (let i = 1; i < index; i++) await search.press("ArrowDown");
    await expect(options.nth(index)).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/apps\/setting$/);
  });

  test("offers only what the role may open", async ({ page }) => {
    await signInWithCredentials(page, "reviews", "Reviews123!");
    await expect(page).toHaveURL(/\/apps\/home$/);
    const search = page.getByRole("banner").getByRole("combobox", { name: SEARCH_LABEL });
    const suggestions = page.getByRole("listbox", { name: "Suggestions" });
    await search.fill("s");
    // Jobs lists the user's review replies and syncs.
    await expect(suggestions.getByRole("option")).toHaveText([/^Settings/, /^Reviews/, /^Jobs/]);
    await search.fill("Stores");
    await expect(suggestions).toContainText("No results..");

    await search.fill("set");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/apps\/setting$/);
  });
});
