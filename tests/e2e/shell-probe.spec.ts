import { test } from "@playwright/test";
import { graphql, signInWithCredentials } from "./helpers";
test.use({ locale: "en-US" });
test("probe", async ({ page }) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await page.waitForURL(/\/apps\/home/);
  await page.waitForTimeout(1500);
  console.log(await page.locator("main").ariaSnapshot());
  console.log(JSON.stringify(await graphql(page, `{ topLocations(limit: 3) { _id locationName } homeWeb { reviews { total } } }`)));
});
