import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";

// A production build used to run the maps simulator by default: its consent screen signed anyone
// in without a password, and its admin API took a published default key.

for (const [locale, notice] of [
  ["en-US", "Demo mode: the free trial and maps-account sign-in use the built-in maps simulator"],
  ["es-AR", "Modo demo: la prueba gratuita y el ingreso con cuenta de mapas usan el simulador"],
] as const) {
  test(`the demo server says on /login that maps sign-in is simulated (${locale})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByTestId("demo-notice")).toContainText(notice);
    await context.close();
  });
}

test("the simulator's admin API refuses the old default key", async ({ request }) => {
  const response = await request.post("/api/maps-sim/_admin/reviews", {
    headers: { "x-sim-admin-key": "sim-admin-dev" },
    data: { location: "1", starRating: "FIVE" },
  });
  expect(response.status()).toBe(403);
});

test("a production server with no maps service named refuses to start, saying why", () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  delete env.MAPS_SERVICE;
  const run = spawnSync("npx", ["next", "start", "-p", "3199"], {
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("StorePlus cannot start: No maps service is configured");
});
