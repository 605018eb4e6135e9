import { expect, test, type Page } from "@playwright/test";
import { graphql, signInWithCredentials, toasts } from "./helpers";

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

/** Unique per run (the name allows at most 15 characters): re-runs never collide. */
function uniqueName(): string {
  return `E2E ${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36).toString(36)}`;
}

async function deleteByName(page: Page, name: string) {
  // Searched by name: the list is paged.
  const { workspaces } = await graphql<{ workspaces: { _id: string; name: string }[] }>(
    page,
    `
      query Find($name: String!) {
        workspaces(search: $name) {
          _id
          name
        }
      }
    `,
    { name },
  );
  for (const workspace of workspaces.filter((w) => w.name === name)) {
    await graphql(
      page,
      `
        mutation Del($id: ID!) {
          deleteWorkspace(id: $id)
        }
      `,
      { id: workspace._id },
    );
  }
}

function selectorTrigger(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Workspace: / });
}

test("the create form checks name (2–15) and description (2–30) lengths", async ({ page }) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  await page.goto("/apps/workspaces/create-workspace");
  await expect(page.getByRole("heading", { name: "Create workspace" })).toBeVisible();
  const name = page.getByLabel("Name");
  const description = page.getByLabel("Description");

  // Submitting empty keeps the visitor on the form with both errors.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("At least 2 characters")).toHaveCount(2);
  await expect(page).toHaveURL(/\/apps\/workspaces\/create-workspace$/);

  await name.fill("N");
  await description.fill("D");
  await description.blur();
  await expect(page.getByText("At least 2 characters")).toHaveCount(2);

  await name.fill("No");
  await description.fill("Ok");
  await description.blur();
  await expect(page.getByText("At least 2 characters")).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");

  // Past the upper limits the text stays as typed and each field names its limit.
  await name.fill("");
  await name.pressSequentially("x".repeat(20));
  await expect(name).toHaveValue("x".repeat(20));
  await description.fill("y".repeat(40));
  await description.blur();
  await expect(description).toHaveValue("y".repeat(40));
  await expect(page.getByText("At most 15 characters")).toBeVisible();
  await expect(page.getByText("At most 30 characters")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(description).toHaveAttribute("aria-invalid", "true");
});

test("create → choose stores → select → reload keeps it → pages show only its stores", async ({
  page,
}) => {
  const name = uniqueName();
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  try {
    await page.goto("/apps/workspaces/create-workspace");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Description").fill("Stores chosen by e2e");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page).filter({ hasText: "Workspace created" })).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/workspaces\/create-workspace\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Edit workspace" })).toBeVisible();
    const workspaceId = new URL(page.url()).searchParams.get("id")!;

    // Tick the first three stores of the tenant's list.
    const chooser = page.getByRole("region", { name: "Choose stores" });
    await expect(chooser.getByText(/^1–25 of \d+$/)).toBeVisible();
    const storeBoxes = chooser.locator("tbody").getByRole("checkbox");
    await expect(storeBoxes).toHaveCount(25);
    const chosen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const box = storeBoxes.nth(i);
      chosen.push((await box.getAttribute("aria-label")) ?? "");
      await box.click();
      await expect(box).toBeChecked();
    }
    await expect(chooser.getByText("3 unsaved changes")).toBeVisible();
    await chooser.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page).filter({ hasText: "Stores saved" })).toBeVisible();
    await expect(chooser.getByText("3 unsaved changes")).toHaveCount(0);

    // The list shows the new workspace with its three stores.
    await page.goto("/apps/workspaces");
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("3 stores");

    // Select it in the toolbar.
    await page.goto("/apps/home");
    const main = page.locator("main");
    // The top stores of every store (the menu, once open, hides the rest from the roles).
    await expect(main.locator("li")).not.toHaveCount(0);
    await selectorTrigger(page).click();
    const menu = page.getByRole("menu");
    // A workspace without stores is offered but cannot be chosen.
    await expect(menu.getByRole("menuitem", { name: /^Vacío/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    // Selecting loads the workspace's store lists (what every store page filters by): exactly the
    // three chosen stores.
    const selection = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/graphql") &&
        (r.request().postData() ?? "").includes("WorkspaceSelection") &&
        // Not the load of the workspace the page opened with, which may still be on its way.
        (r.request().postData() ?? "").includes(workspaceId),
    );
    // The home showed the previous workspace's numbers until the new ones came: hold the home's
    // new render to see what shows meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/apps/home**", async (route) => {
      if (await route.request().headerValue("rsc")) await held;
      await route.continue();
    });
    await menu.getByRole("menuitem", { name: new RegExp(`^${name}`) }).click();
    await expect(selectorTrigger(page)).toHaveAccessibleName(`Workspace: ${name}`);
    await expect(main.getByTestId("workspace-loading")).toBeVisible();
    await expect(main.locator("li")).toHaveCount(0);
    release();
    await expect(main.getByTestId("workspace-loading")).toHaveCount(0);
    await page.unroute("**/apps/home**");
    const loaded = (await (await selection).json()) as {
      data: { workspaceSelection: { workspace: { name: string }; names: string[]; ids: string[] } };
    };
    expect(loaded.data.workspaceSelection.workspace.name).toBe(name);
    expect([...loaded.data.workspaceSelection.names].sort()).toEqual([...chosen].sort());
    expect(loaded.data.workspaceSelection.ids).toHaveLength(3);

    // The home page's store data follows the selection: it matches the query for those stores.
    const { topLocations } = await graphql<{ topLocations: { locationName: string }[] }>(
      page,
      `
        query Top($ids: [ID!]!) {
          topLocations(limit: 3, selection: { locationIds: $ids }) {
            locationName
          }
        }
      `,
      { ids: loaded.data.workspaceSelection.ids },
    );
    const expectHomeStores = async () => {
      const cards = page.locator("main").getByRole("listitem");
      await expect(cards).toHaveCount(topLocations.length);
      for (const store of topLocations)
        await expect(page.locator("main")).toContainText(store.locationName);
    };
    await expectHomeStores();
    await page.reload();
    await expectHomeStores();

    // The selection survives a reload and is kept in the browser with its lists.
    await expect(selectorTrigger(page)).toHaveAccessibleName(`Workspace: ${name}`);
    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      "sp.selectedWorkspace.lists",
    );
    expect(
      [...(JSON.parse(stored ?? "{}") as { lists: { names: string[] } }).lists.names].sort(),
    ).toEqual([...chosen].sort());

    // Deleting it: the selector falls back to the default workspace.
    await page.goto("/apps/workspaces");
    await page.getByRole("button", { name: `Delete: ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete workspace" });
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toasts(page).filter({ hasText: "Workspace deleted" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    await page.goto("/apps/home");
    await expect(selectorTrigger(page)).toHaveAccessibleName("Workspace: All stores");
  } finally {
    await deleteByName(page, name);
  }
});

test("the selector's manage option opens the workspaces page and is never selected", async ({
  page,
}) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  const before = await selectorTrigger(page).getAttribute("aria-label");
  await selectorTrigger(page).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Manage workspaces" }).click();
  await expect(page).toHaveURL(/\/apps\/workspaces$/);
  await expect(page.getByRole("heading", { name: "Workspaces" })).toBeVisible();
  // The page hides the toolbar (spec §2); back home the selection is unchanged.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.goto("/apps/home");
  await expect(selectorTrigger(page)).toHaveAttribute("aria-label", before ?? "");
});
