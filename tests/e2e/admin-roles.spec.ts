import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { graphql, signInWithCredentials, toasts } from "./helpers";

// Administration, roles: an admin creates a custom role bundling REVIEWS and gives it to a user
// through the user's roles dialog; another user holds it as their only role. Deleting it first
// says whom it affects (two users, one of whom keeps it, spec §6), and the toast names who kept it.

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const stamp = Date.now().toString(36);
const roleName = `Reviewers ${stamp}`;

let adminState: StorageState;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).not.toHaveURL(/\/login/);
  adminState = await context.storageState();
  await context.close();
});

type RoleRow = { id: string; name: string };

/** Creates a user of the admin's tenant with these roles, as the new-user page would. */
async function createUser(page: Page, first: string, roleIds: string[]) {
  const email = `${first.toLowerCase()}.${stamp}@example.com`;
  await graphql(
    page,
    `
      mutation ($input: CreateUserInput!) {
        createUser(input: $input) {
          user {
            id
          }
        }
      }
    `,
    { input: { email, firstName: first, lastName: "Tester", roleIds } },
  );
  return email;
}

test("deleting a custom role says how many users it affects", async ({ browser }) => {
  const context = await browser.newContext({ storageState: adminState });
  const page = await context.newPage();
  await page.goto("/apps/setting-admin?tab=roles");

  await page.getByTestId("role-create").click();
  const editor = page.getByRole("dialog", { name: "New role" });
  await editor.getByLabel("Name", { exact: true }).fill(roleName);
  await editor.getByLabel("Description").fill("Reads and answers reviews");
  await editor.getByRole("button", { name: "Create role" }).click();
  await expect(editor.getByText("Choose at least one module role.")).toBeVisible();
  await editor.getByRole("checkbox", { name: /^REVIEWS/ }).check();
  await editor.getByRole("button", { name: "Create role" }).click();
  await expect(toasts(page).filter({ hasText: `Role ${roleName} created.` })).toBeVisible();
  const card = page.getByTestId("custom-role").filter({ hasText: roleName });
  await expect(card.getByText("No users")).toBeVisible();

  const { roles } = await graphql<{ roles: RoleRow[] }>(page, "{ roles { id name } }");
  const custom = roles.find((role) => role.name === roleName)!;
  const reviews = roles.find((role) => role.name === "REVIEWS")!;
  const withOther = await createUser(page, "Olga", [reviews.id]);
  await createUser(page, "Omar", [custom.id]);

  // Given to Olga in her roles dialog, next to the REVIEWS she had.
  await page.goto(`/apps/setting-admin?q=${encodeURIComponent(withOther)}`);
  const row = page.getByTestId("admin-user").filter({ hasText: withOther });
  await row.getByRole("button", { name: "Actions for Olga Tester" }).click();
  await page.getByRole("menuitem", { name: "Edit roles" }).click();
  const rolesDialog = page.getByRole("dialog", { name: "Roles of Olga Tester" });
  await rolesDialog.getByRole("checkbox", { name: roleName }).check();
  await rolesDialog.getByRole("button", { name: "Save roles" }).click();
  await expect(toasts(page).filter({ hasText: "Roles of Olga Tester saved." })).toBeVisible();
  await expect(row.getByText(roleName)).toBeVisible();

  await page.goto("/apps/setting-admin?tab=roles");
  await expect(card.getByText("2 users")).toBeVisible();
  await card.getByRole("button", { name: `Delete ${roleName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${roleName}?` });
  await expect(dialog.getByTestId("role-impact")).toContainText(
    "2 users have this role: Olga Tester, Omar Tester.",
  );
  await expect(dialog.getByTestId("role-impact")).toContainText(
    "1 of them has no other role and keeps it",
  );
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(
    toasts(page).filter({
      hasText: "1 user keeps the role because it is their only one: Omar Tester.",
    }),
  ).toBeVisible();
  await context.close();
});
