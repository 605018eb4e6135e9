import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { graphql, keepScreenshot } from "./helpers";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import { signInOnce } from "./sign-in-once";
import { firstVerifiedStore, setMapsNotifications } from "./review-fixtures";

// Alerts outside the app, end to end: the user points a webhook at a receiver this test runs on
// the machine, chooses 1–2-star reviews at once, and a customer's 1-star review written on the
// simulated maps service reaches the app (maps notifications), becomes an alert and is posted,
// signed, to the receiver; the Alerts tab lists the delivery as sent.

const SIM_ADMIN_HEADERS = { "x-sim-admin-key": E2E_SIM_ADMIN_KEY };
const TOPIC = "projects/storeplus-e2e/topics/alerts-journey";
const stamp = Date.now().toString(36);

test.setTimeout(150_000);

const TEXT = {
  en: {
    tab: "Alerts",
    url: "Webhook URL",
    event: "A review of 1 or 2 stars",
    save: "Save alerts",
    saved: "Alerts saved",
    badUrl: "The webhook address must start with https://.",
    sent: "Sent",
    kind: "Low rating",
  },
  es: {
    tab: "Alertas",
    url: "URL del webhook",
    event: "Una reseña de 1 o 2 estrellas",
    save: "Guardar alertas",
    saved: "Alertas guardadas",
    badUrl: "La dirección del webhook debe empezar por https://.",
    sent: "Enviada",
    kind: "Valoración baja",
  },
} as const;

type Received = { signature: string; body: string };

function startReceiver(): Promise<{ url: string; received: Received[]; close: () => void }> {
  const received: Received[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({
      signature: String(req.headers["x-storeplus-signature"] ?? ""),
      body: Buffer.concat(chunks).toString(),
    });
    res.writeHead(200).end("ok");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() });
    }),
  );
}

async function alertsOff(page: Page) {
  await graphql(
    page,
    `
      mutation {
        updateAlertSettings(
          input: { emailEnabled: false, webhookUrl: null, webhookFormat: SLACK, events: [] }
        ) {
          emailEnabled
        }
      }
    `,
  );
}

for (const [locale, width] of [
  ["en", 1280],
  ["es", 375],
] as const) {
  test.describe(`${locale} at ${width}px`, () => {
    test.use({ locale: locale === "en" ? "en-US" : "es-ES", viewport: { width, height: 900 } });

    test("a 1-star review reaches the user's webhook and is listed as sent", async ({ page }) => {
      const receiver = await startReceiver();
      try {
        await alertsJourney(page, locale, receiver);
      } finally {
        receiver.close();
      }
    });
  });
}

async function alertsJourney(
  page: Page,
  locale: "en" | "es",
  receiver: Awaited<ReturnType<typeof startReceiver>>,
) {
  const t = TEXT[locale];
  await signInOnce(page, "admin", "Admin123!", locale);
  await page.goto("/apps/notifications");
  await page.getByRole("link", { name: t.tab, exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/notifications\?tab=alerts$/);
  await expectAccessible(page);

  // An http address elsewhere is refused with words (production's rule; the e2e server allows
  // http only to this machine), and nothing is kept.
  const url = page.getByRole("textbox", { name: t.url });
  await url.fill("http://hooks.example.com/x");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.badUrl)).toBeVisible();

  await url.fill(receiver.url);
  await page.getByRole("combobox", { name: t.event }).selectOption("IMMEDIATE");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved).first()).toBeVisible();
  await keepScreenshot(page, `alerts-${locale}`);

  const store = await firstVerifiedStore(page);
  await setMapsNotifications(page, TOPIC, true);
  try {
    // A store's first read is silent (history is not news): another review makes the news.
    await expect(async () => {
      const response = await page.request.post("/api/maps-sim/_admin/reviews", {
        headers: SIM_ADMIN_HEADERS,
        data: {
          location: store.id,
          starRating: 1,
          comment: `Nobody answered the phone ${stamp} ${locale}`,
          reviewer: { displayName: "Alba Alert" },
        },
      });
      expect(response.ok()).toBe(true);
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    }).toPass({ timeout: 90_000 });
  } finally {
    await setMapsNotifications(page, TOPIC, false);
  }
  const [first] = receiver.received;
  expect(first!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  const body = JSON.parse(first!.body) as { text: string; blocks: unknown[] };
  expect(body.text).toContain(store.locationName);

  await expect(async () => {
    await page.reload();
    const row = page.getByTestId("alert-delivery").filter({ hasText: t.kind }).first();
    await expect(row).toContainText(t.sent, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  await keepScreenshot(page, `alerts-sent-${locale}`);
  await alertsOff(page);
}
