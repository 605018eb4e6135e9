// Publishing end to end: an offer to 30 stores planned 15 minutes ahead (a minute lasts 200 ms on
// the e2e server, POST_MINUTE_MS) waits as planned, goes out on its time, and every store's copy is
// live in the simulated maps service (read through its admin API) and green in the post's detail.
// A post whose text holds a phone number is rejected by the service: its store shows red with the
// reason, in English at 1280 px and in Spanish at 375 px. A template starts a post that the form
// plans 15 minutes ahead, and it goes out on its time. A post planned for next week waits in Jobs
// as "Scheduled for" its time, not "Running 0 of 1". (Posts that reach only some of their stores:
// posts-partly.spec.ts.)
import { expect, test, type Page } from "@playwright/test";
import { formatPostTime } from "@/lib/posts/format";
import { roundToQuarterHour, toWallTime } from "@/lib/posts/time";
import { graphql, toasts } from "./helpers";
import {
  createPost,
  MESSAGES,
  openPostForm,
  signIn,
  stamp,
  type Store,
  verifiedStores,
} from "./posts-kit";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";

/** The simulated service's copies of posts at a store, by their event title or summary. */
async function simulatorPosts(page: Page, store: Store) {
  const simId = store.id.replace(/^locations\//, "");
  const response = await page.request.get(`/api/maps-sim/_admin/locations/${simId}/localPosts`, {
    headers: { "x-sim-admin-key": E2E_SIM_ADMIN_KEY },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    localPosts?: { state: string; summary?: string; event?: { title?: string } }[];
  };
  return body.localPosts ?? [];
}

test.describe.configure({ mode: "serial" });
let rejectedId = "";

test("en at 1280 px: an offer planned for 30 stores goes out on its time; a rejected post shows red", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const m = MESSAGES.en.posts;
  await signIn(page, "en");
  const stores = await verifiedStores(page, 30);
  const title = `Friday offer ${stamp}`;
  const year = new Date().getUTCFullYear() + 1;
  const offer = await createPost(page, {
    mode: "SCHEDULE",
    publishAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    locationIds: stores.map((store) => store._id),
    content: {
      type: "OFFER",
      title,
      description: "Two for one on every coffee this Friday.",
      validFrom: `${year}-01-09T09:00`,
      validTo: `${year}-01-09T21:00`,
      couponCode: "FRIDAY2X1",
      actionType: "SHOP",
      url: "https://acme.example/friday",
    },
  });
  expect(offer.status).toBe("SCHEDULED");

  // Planned: nothing at the stores yet.
  expect((await simulatorPosts(page, stores[0]!)).filter((p) => p.event?.title === title)).toEqual(
    [],
  );
  await page.goto(`/apps/post?post=${offer.id}`);
  const detail = page.getByTestId("post-detail");
  await expect(detail.getByRole("heading", { name: title })).toBeVisible();

  // On its time (3 s here), every store's copy goes live.
  const sent = async () =>
    (
      await graphql<{ post: { status: string; counts: { live: number } } }>(
        page,
        "query Sent($id: ID!) { post(id: $id) { status counts { live } } }",
        { id: offer.id },
      )
    ).post;
  await expect.poll(sent, { timeout: 60_000 }).toEqual({ status: "LIVE", counts: { live: 30 } });
  await page.reload();
  await expect(detail.locator('[data-status="LIVE"]').first()).toHaveText(m.status.LIVE);
  for (const store of [stores[0]!, stores[29]!]) {
    const copies = (await simulatorPosts(page, store)).filter((p) => p.event?.title === title);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.state).toBe("LIVE");
  }
  const live = detail.getByTestId("post-stores").locator('li[data-status="LIVE"]').first();
  await expect(
    live.getByRole("link", { name: new RegExp(`^${m.detail.stores.viewOnGoogle}`) }),
  ).toHaveAttribute("href", /^https:\/\/local\.google\.com\/place\?id=/);

  const rejected = await createPost(page, {
    mode: "NOW",
    locationIds: [stores[0]!._id],
    content: {
      type: "BASIC",
      title: `Book a table ${stamp}`,
      description: "Call 600 123 456 to book your table.",
    },
  });
  rejectedId = rejected.id;
  await page.goto(`/apps/post?post=${rejected.id}`);
  const copy = detail.getByTestId("post-stores").locator('li[data-status="REJECTED"]');
  await expect(copy).toBeVisible({ timeout: 30_000 });
  await expect(copy).toContainText(m.errors.REJECTED);
  await expect(copy.locator('[data-status="REJECTED"]')).toHaveClass(/destructive/);
});

test("en at 1280 px: a template makes a new post, planned in the form 15 minutes ahead, that goes out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const m = MESSAGES.en.posts;
  const f = m.form;
  await signIn(page, "en");
  const { postTemplates, postSettings } = await graphql<{
    postTemplates: { id: string; name: string; content: { title: string } }[];
    postSettings: { timeZone: string };
  }>(page, "{ postTemplates { id name content { title } } postSettings { timeZone } }");
  // acme's templates are its own Spanish text, whatever language the app is read in.
  const template = postTemplates.find((row) => row.name === "Novedades de la tienda")!;

  await openPostForm(page, `?template=${template.id}`);
  const next = async (step: string) => {
    await page.getByRole("button", { name: f.next, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: step })).toBeVisible();
  };
  await next(f.steps.content);
  await expect(page.getByLabel(f.title, { exact: true })).toHaveValue(template.content.title);
  await next(f.steps.button);
  await next(f.steps.stores);
  await page.getByRole("radio", { name: f.chosenStores }).check();
  await page
    .getByRole("button", { name: MESSAGES.en.media.stores.selectShown.replace("{count}", "20") })
    .click();
  await next(f.steps.schedule);

  // The first quarter hour at least 15 minutes ahead on the tenant's clock.
  const at = roundToQuarterHour(new Date(Date.now() + 23 * 60_000), postSettings.timeZone);
  const wall = toWallTime(at, postSettings.timeZone);
  await page.getByRole("radio", { name: new RegExp(f.modes.SCHEDULE) }).check();
  await page.getByRole("textbox", { name: f.publishDate, exact: true }).fill(wall.slice(0, 10));
  await page.getByRole("combobox", { name: f.publishTime }).click();
  await page.getByRole("option", { name: wall.slice(11), exact: true }).click();
  await page.getByRole("button", { name: f.submit.SCHEDULE }).click();
  // Nothing goes out before the count of its stores is confirmed.
  const confirm = page.getByTestId("publish-confirm");
  await expect(confirm.getByRole("heading", { name: "Schedule for 20 stores?" })).toBeVisible();
  await confirm.getByRole("button", { name: f.submit.SCHEDULE }).click();
  await expect(page).toHaveURL(/\/apps\/post\?post=/, { timeout: 20_000 });
  await expect(toasts(page).filter({ hasText: f.saved.SCHEDULE })).toBeVisible();

  const id = new URL(page.url()).searchParams.get("post")!;
  type Sent = {
    status: string;
    publishAt: string;
    templateId: string;
    counts: { total: number; live: number; pending: number; processing: number };
  };
  const read = async () =>
    (
      await graphql<{ post: Sent }>(
        page,
        "query Made($id: ID!) { post(id: $id) { status publishAt templateId counts { total live pending processing } } }",
        { id },
      )
    ).post;
  const planned = await read();
  expect(planned).toMatchObject({ status: "SCHEDULED", templateId: template.id });
  expect(new Date(planned.publishAt).getTime()).toBe(at.getTime());
  // Out on its time: no store waits any more, and the verified ones show it.
  await expect
    .poll(async () => (await read()).status, { timeout: 60_000 })
    .toMatch(/^(LIVE|PARTLY_LIVE|FAILS)$/);
  const sent = await read();
  expect(sent.counts).toMatchObject({ total: 20, pending: 0, processing: 0 });
  expect(sent.counts.live).toBeGreaterThan(0);
});

test("en at 1280 px: editing a draft to 150 stores opens with every one of them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const f = MESSAGES.en.posts.form;
  await signIn(page, "en");
  // The store list pages 100 at most: two pages make 150 stores.
  const storesPage = async (offset: number, limit: number) =>
    (
      await graphql<{ locations: { items: Store[] } }>(
        page,
        "query Stores($offset: Int, $limit: Int) { locations(offset: $offset, limit: $limit) { items { id _id } } }",
        { offset, limit },
      )
    ).locations.items;
  const stores = [...(await storesPage(0, 100)), ...(await storesPage(100, 50))];
  const draft = await createPost(page, {
    mode: "DRAFT",
    locationIds: stores.map((store) => store._id),
    content: { type: "BASIC", title: `Big draft ${stamp}`, description: "For every store." },
  });
  await openPostForm(page, `?post=${draft.id}`);
  for (const step of [f.steps.content, f.steps.button, f.steps.stores]) {
    await page.getByRole("button", { name: f.next, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: step })).toBeVisible();
  }
  await expect(page.getByTestId("store-count")).toHaveText("The post goes to 150 stores");
  await graphql(page, "mutation Drop($id: ID!) { deletePost(id: $id) { id } }", { id: draft.id });
});

test("en at 1280 px: a post planned for next week waits in Jobs as scheduled for its time", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "en");
  const [store] = await verifiedStores(page, 1);
  const { postSettings } = await graphql<{ postSettings: { timeZone: string } }>(
    page,
    "{ postSettings { timeZone } }",
  );
  const at = roundToQuarterHour(new Date(Date.now() + 7 * 24 * 3600_000), postSettings.timeZone);
  const planned = await createPost(page, {
    mode: "SCHEDULE",
    publishAt: at.toISOString(),
    locationIds: [store!._id],
    content: { type: "BASIC", title: `Next week ${stamp}`, description: "Coming next week." },
  });
  await page.goto("/apps/jobs");
  const job = page
    .getByTestId("job-summary")
    .filter({ has: page.locator('[data-status="SCHEDULED"]') })
    .first();
  const when = formatPostTime(at, "en", postSettings.timeZone);
  await expect(job.locator('[data-status="SCHEDULED"]')).toHaveText(`Scheduled for ${when}`);
  await page.screenshot({ path: ".test-results/screens/jobs-scheduled-en-1280.png" });
  await graphql(page, "mutation Drop($id: ID!) { deletePost(id: $id) { id } }", {
    id: planned.id,
  });
});

test.describe("es at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the rejected post's store reads red with its reason in Spanish", async ({ page }) => {
    const m = MESSAGES.es.posts;
    await signIn(page, "es");
    await page.goto(`/apps/post?post=${rejectedId}`);
    const copy = page.getByTestId("post-stores").locator('li[data-status="REJECTED"]');
    await expect(copy).toContainText(m.storeStatus.REJECTED);
    await expect(copy).toContainText(m.errors.REJECTED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
