import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SELECTED_WORKSPACE_COOKIE, SELECTED_WORKSPACE_KEY } from "@/lib/workspaces/constants";
import type { DayRange } from "@/lib/insights/period";
import { DEFAULT_THEME_SETTINGS } from "@/lib/theme/defaults";

const CREDENTIALS_FORM = {
  en: ["Sign in with StorePlus credentials", "User", "Password", "Sign in"],
  es: ["Ingresa con credenciales de StorePlus", "Usuario", "Contraseña", "Ingresar"],
} as const;

/** Signs in through the welcome panel's StorePlus-credentials form, in the interface's language. */
export async function signInWithCredentials(
  page: Page,
  user: string,
  password: string,
  locale: keyof typeof CREDENTIALS_FORM = "en",
) {
  const [open, userLabel, passwordLabel, submit] = CREDENTIALS_FORM[locale];
  await page.goto("/login");
  await page.getByRole("button", { name: open }).click();
  await page.getByLabel(userLabel).fill(user);
  await page.getByLabel(passwordLabel, { exact: true }).fill(password);
  await page.getByRole("button", { name: submit, exact: true }).click();
}

const MAPS_SIGN_IN = {
  en: ["Sign in with your maps account", "Sign in to Maps simulator"],
  es: ["Ingresa con tu cuenta de mapas", "Inicia sesión en el simulador de Maps"],
} as const;

/** Picks an identity on the maps simulator's OAuth consent screen. */
export async function chooseSimulatorIdentity(
  page: Page,
  email: string,
  locale: keyof typeof MAPS_SIGN_IN = "en",
) {
  await expect(page.getByRole("heading", { name: MAPS_SIGN_IN[locale][1] })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(email.replace(/\./g, "\\.")) }).click();
}

/** The toast region, not Next's route announcer (which also has role=alert). */
export function toasts(page: Page) {
  return page.locator("[data-variant]");
}

/** Signs in through the welcome panel's maps-account button and the simulator's consent screen. */
export async function signInWithMaps(
  page: Page,
  email: string,
  locale: keyof typeof MAPS_SIGN_IN = "en",
) {
  await page.goto("/login");
  await page.getByRole("button", { name: MAPS_SIGN_IN[locale][0] }).click();
  await chooseSimulatorIdentity(page, email, locale);
  await expect(page).not.toHaveURL(/\/login$|\/api\/maps-sim\//);
}

/** Calls the product's GraphQL endpoint as the page's signed-in user; fails the test on errors. */
export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post("/api/graphql", {
    // A new connection each time: a kept-alive one the server closes as it idles out can drop
    // the request on its way ("socket hang up").
    headers: { "x-graphql-csrf": "1", connection: "close" },
    data: { query, variables },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * Picks an option of a select and waits until the select shows it. The select ignores a click
 * that lands while its list still scrolls to the current option, as a quick click can; then the
 * option is clicked again.
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await expect(async () => {
    if (!(await page.getByRole("listbox").isVisible())) await select.click();
    await page.getByRole("option", { name: option, exact: true }).click();
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Waits until a job of the page's tenant has ended as DONE. */
export async function expectJobDone(page: Page, id: string, timeout = 60_000) {
  await expect
    .poll(
      async () => {
        const { job } = await graphql<{ job: { status: string } | null }>(
          page,
          `
            query E2EJobStatus($id: ID!) {
              job(id: $id) {
                status
              }
            }
          `,
          { id },
        );
        return job?.status;
      },
      { timeout },
    )
    .toBe("DONE");
}

/**
 * Waits until React has hydrated the element `selector` names: a click on a form's button before
 * that submits the bare form instead.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/** Puts the signed-in user's saved theme back to the product defaults. */
export async function resetThemeSettings(page: Page) {
  await graphql(
    page,
    `
      mutation Reset($input: ThemeSettingsInput!) {
        updateThemeSettings(input: $input) {
          direction
        }
      }
    `,
    { input: DEFAULT_THEME_SETTINGS },
  );
}

/** Waits for the debounced save of theme settings the shell sends after a change. */
export function themeSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/graphql") &&
      (response.request().postData() ?? "").includes("updateThemeSettings") &&
      response.ok(),
  );
}

// The maps simulator's own Google-shaped API, read over HTTP: what a test expects the product to
// show is computed from here, independently of the product's imports.
const SIM_API = "/api/maps-sim";
const SIM_CLIENT = { id: "storeplus-dev", secret: "storeplus-dev-secret" };
const SIM_SCOPE = "openid email https://www.googleapis.com/auth/business.manage";

/** A simulator access token of identity `sub`, through the OAuth code flow (consent + token). */
export async function simulatorAccessToken(
  request: APIRequestContext,
  baseURL: string,
  sub: string,
) {
  const redirectUri = new URL("/api/auth/callback/maps", baseURL).toString();
  const consent = await request.post(`${SIM_API}/oauth/authorize`, {
    form: {
      client_id: SIM_CLIENT.id,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: SIM_SCOPE,
      sub,
    },
    maxRedirects: 0,
  });
  expect(consent.status(), await consent.text()).toBeGreaterThanOrEqual(300);
  const code = new URL(consent.headers().location!).searchParams.get("code");
  expect(code).toBeTruthy();
  const token = await request.post(`${SIM_API}/oauth/token`, {
    form: {
      grant_type: "authorization_code",
      code: code!,
      redirect_uri: redirectUri,
      client_id: SIM_CLIENT.id,
      client_secret: SIM_CLIENT.secret,
    },
  });
  expect(token.ok(), await token.text()).toBe(true);
  return ((await token.json()) as { access_token: string }).access_token;
}

type SimReview = { starRating: string; updateTime: string; reviewReply?: { comment: string } };
const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

/** Every review of a location from the simulator's v4 reviews list, all pages. */
async function simulatorReviews(
  request: APIRequestContext,
  token: string,
  account: string,
  location: string,
) {
  const all: SimReview[] = [];
  let pageToken: string | undefined;
  do {
    const response = await request.get(
      `${SIM_API}/v4/accounts/${account}/locations/${location}/reviews`,
      {
        headers: { authorization: `Bearer ${token}` },
        params: { pageSize: 50, ...(pageToken ? { pageToken } : {}) },
      },
    );
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as { reviews?: SimReview[]; nextPageToken?: string };
    all.push(...(body.reviews ?? []));
    pageToken = body.nextPageToken;
  } while (pageToken);
  return all;
}

const ACTION_METRICS = ["BUSINESS_DIRECTION_REQUESTS", "CALL_CLICKS", "WEBSITE_CLICKS"] as const;

/** Sums of the three action metrics of a location over [start, end] (YYYY-MM-DD, both included). */
async function simulatorActions(
  request: APIRequestContext,
  token: string,
  location: string,
  range: DayRange,
) {
  const [sy, sm, sd] = range.start.split("-");
  const [ey, em, ed] = range.end.split("-");
  const query = new URLSearchParams({
    "dailyRange.start_date.year": sy!,
    "dailyRange.start_date.month": sm!,
    "dailyRange.start_date.day": sd!,
    "dailyRange.end_date.year": ey!,
    "dailyRange.end_date.month": em!,
    "dailyRange.end_date.day": ed!,
  });
  for (const metric of ACTION_METRICS) query.append("dailyMetrics", metric);
  const response = await request.get(
    `${SIM_API}/businessprofileperformance/v1/locations/${location}:fetchMultiDailyMetricsTimeSeries?${query}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  type Series = { dailyMetric: string; timeSeries: { datedValues?: { value?: string }[] } };
  const body = (await response.json()) as {
    multiDailyMetricTimeSeries: { dailyMetricTimeSeries: Series[] }[];
  };
  const sum = (metric: string) =>
    body.multiDailyMetricTimeSeries
      .flatMap((group) => group.dailyMetricTimeSeries)
      .filter((series) => series.dailyMetric === metric)
      .flatMap((series) => series.timeSeries.datedValues ?? [])
      .reduce((total, dated) => total + Number(dated.value ?? 0), 0);
  return {
    indications: sum(ACTION_METRICS[0]),
    phone: sum(ACTION_METRICS[1]),
    web: sum(ACTION_METRICS[2]),
  };
}

export type SimulatorHomeNumbers = {
  reviews: { rating: number | null; total: number; answered: number };
  /** The three stores with most actions, most first (ties by name). */
  top: { locationName: string; indications: number; phone: number; web: number }[];
  /** Directions, calls and website clicks of all the stores together. */
  actions: { indications: number; phone: number; web: number };
};

/**
 * What the home page must show for a trial lead's chosen stores, per the simulator: reviews updated
 * in the last `reviewMonths` months (rating, total, answered) and the top 3 stores by directions +
 * calls + website clicks over the home's current period `current`.
 */
export async function simulatorHomeNumbers(
  request: APIRequestContext,
  token: string,
  stores: { googleId: string; account: string; locationName: string }[],
  { current, reviewsSince }: { current: DayRange; reviewsSince: Date },
): Promise<SimulatorHomeNumbers> {
  let stars = 0;
  let total = 0;
  let answered = 0;
  const top: SimulatorHomeNumbers["top"] = [];
  for (const store of stores) {
    const locationId = store.googleId.replace(/^locations\//, "");
    const accountId = store.account.replace(/^accounts\//, "");
    for (const review of await simulatorReviews(request, token, accountId, locationId)) {
      if (Date.parse(review.updateTime) < reviewsSince.getTime()) continue;
      stars += STARS[review.starRating]!;
      total += 1;
      if (review.reviewReply) answered += 1;
    }
    top.push({
      locationName: store.locationName,
      ...(await simulatorActions(request, token, locationId, current)),
    });
  }
  const actions = (s: (typeof top)[number]) => s.indications + s.phone + s.web;
  const sum = (key: "indications" | "phone" | "web") => top.reduce((all, s) => all + s[key], 0);
  return {
    reviews: { rating: total > 0 ? stars / total : null, total, answered },
    actions: { indications: sum("indications"), phone: sum("phone"), web: sum("web") },
    top: top
      .filter((s) => actions(s) > 0)
      .sort((a, b) => actions(b) - actions(a) || a.locationName.localeCompare(b.locationName))
      .slice(0, 3),
  };
}

/**
 * Keeps a picture of a page (whole) or of one element, to look at, when `E2E_SCREENSHOTS` names a
 * folder; a CI run takes none.
 */
export async function keepScreenshot(target: Page | Locator, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const path = `${folder}/${name}.png`;
  if ("goto" in target) await target.screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
}

/**
 * Makes `name` the selected workspace of the next pages, as the shell's selector remembers it: in
 * the browser's storage and its cookie. The page leaves the app first, so no page still open can
 * write its own selection back over this one.
 */
export async function chooseWorkspace(page: Page, name: string) {
  const { workspaces } = await graphql<{
    workspaces: { _id: string; name: string; totalLocations: number }[];
  }>(
    page,
    `
      query ($name: String) {
        workspaces(search: $name) {
          _id
          name
          totalLocations
        }
      }
    `,
    {
      name,
    },
  );
  const workspace = workspaces.find((w) => w.name === name);
  expect(workspace, name).toBeDefined();
  await page.goto("about:blank");
  await page.addInitScript(
    ([key, id]) => window.localStorage.setItem(key!, id!),
    [SELECTED_WORKSPACE_KEY, workspace!._id],
  );
  const url = test.info().project.use.baseURL!;
  await page
    .context()
    .addCookies([{ name: SELECTED_WORKSPACE_COOKIE, value: workspace!._id, url }]);
  return workspace!;
}
