import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { expectAccessible } from "./axe";
import { graphql, keepScreenshot } from "./helpers";
import { signInOnce } from "./sign-in-once";

// A store's QR review card (/gulf-qr, public) must decode to its review link, which counts the
// scan in the store list and opens the store's review form; the image playground shows what the
// media rules say of an image and how the upload re-encodes it. English on a desktop, Spanish on a
// phone; each card speaks its store's language.

type Messages = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const MESSAGES: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const VARIANTS = [
  ["en", 1280],
  ["es", 375],
] as const;

type Store = {
  _id: string;
  storeCode: string | null;
  address: { languageCode: string | null };
  openInfo: { status: string };
  locationState: { newReviewUri: string | null; duplicateLocation: boolean };
};

/** A published store whose card speaks `lang`. */
async function publishedStore(page: Page, lang: "en" | "es"): Promise<Store> {
  for (let offset = 0; ; offset += 100) {
    const { locations } = await graphql<{ locations: { total: number; items: Store[] } }>(
      page,
      `
        query Stores($offset: Int) {
          locations(limit: 100, offset: $offset) {
            total
            items {
              _id
              storeCode
              address {
                languageCode
              }
              openInfo {
                status
              }
              locationState {
                newReviewUri
                duplicateLocation
              }
            }
          }
        }
      `,
      { offset },
    );
    const store = locations.items.find(
      (item) =>
        item.storeCode &&
        item.locationState.newReviewUri &&
        !item.locationState.duplicateLocation &&
        item.openInfo.status === "OPEN" &&
        (item.address.languageCode ?? "").toLowerCase().startsWith(lang),
    );
    if (store) return store;
    expect(offset + 100, `a published ${lang} store`).toBeLessThan(locations.total);
  }
}

/** The QR code as a reader sees it: a screenshot of the SVG, decoded. */
async function decodeQr(page: Page): Promise<string> {
  const png = await page.getByTestId("qr-code").screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code, "a readable QR code").not.toBeNull();
  return code!.data;
}

/** The store's "QR scans / new reviews" figure in the list: its number of scans. */
async function scansInList(page: Page, storeCode: string): Promise<number> {
  await page.goto(
    `/apps/stores?${new URLSearchParams({ filter: `storeCode.matches.${storeCode.toLowerCase()}` })}`,
  );
  const cell = page.getByTestId("review-requests").first();
  await expect(cell).toBeVisible();
  return Number(/\d+/.exec((await cell.textContent()) ?? "")?.[0]);
}

async function noisyImage(width: number, height: number, format: "jpeg" | "png") {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 104729) % 256;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === "jpeg" ? image.jpeg({ quality: 92 }).toBuffer() : image.png().toBuffer();
}

for (const [lang, width] of VARIANTS) {
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ locale: lang === "en" ? "en-US" : "es-ES", viewport: { width, height: 900 } });
    const m = MESSAGES[lang];

    test.beforeEach(async ({ page, context, baseURL }) => {
      await signInOnce(page, "admin", "Admin123!", lang);
      await context.addCookies([{ name: "NEXT_LOCALE", value: lang, url: baseURL! }]);
    });

    test("the QR card decodes to the review link, which counts a scan and opens the review form", async ({
      page,
      browser,
    }) => {
      const store = await publishedStore(page, lang);
      const before = await scansInList(page, store.storeCode!);

      // Signed out, as a customer or a printer would open it.
      const guest = await browser.newContext({ viewport: { width, height: 900 } });
      const card = await guest.newPage();
      await card.goto(`/gulf-qr?id=${store._id}`);
      await expect(
        card.getByRole("heading", { level: 1, name: m.reviewLinks.card.heading }),
      ).toBeVisible();
      await expect(card.getByRole("img", { name: m.reviewLinks.card.stars })).toBeVisible();
      const link = await decodeQr(card);
      expect(link).toMatch(/\/api\/r\/[A-Za-z0-9_-]{16}$/);
      await expectAccessible(card);

      await keepScreenshot(card, `card-${lang}`);

      // The review form is Google's, out of reach of this closed network: the link's answer is
      // read instead of followed.
      const scan = await guest.request.get(link, { maxRedirects: 0 });
      expect(scan.status()).toBe(302);
      expect(scan.headers().location).toBe(store.locationState.newReviewUri);
      await guest.close();

      expect(await scansInList(page, store.storeCode!)).toBe(before + 1);
      await keepScreenshot(page, `stores-${lang}`);
      await expectAccessible(page);
    });

    test("an unknown store's card is the not-found page", async ({ page }) => {
      const response = await page.goto("/gulf-qr?id=00000000-0000-4000-8000-000000000000");
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("review-card")).toHaveCount(0);
    });

    test("the image playground shows a small image's failures and a good image's re-encoding", async ({
      page,
    }) => {
      const t = m.imagePlayground;
      await page.goto("/apps/home/image-playground");
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      const chooser = page.locator('input[type="file"]');

      await chooser.setInputFiles({
        name: "tiny.png",
        mimeType: "image/png",
        buffer: await noisyImage(40, 30, "png"),
      });
      const rules = page.getByTestId("playground-rules");
      await expect(rules.locator('[data-rule="minBytes"]')).toHaveAttribute("data-passed", "false");
      await expect(rules.locator('[data-rule="minSide"]')).toHaveAttribute("data-passed", "false");
      await expect(rules.locator('[data-rule="format"]')).toHaveAttribute("data-passed", "true");
      await expect(page.getByTestId("playground-after")).toContainText("40 × 30 px");
      await expect(page.getByTestId("playground-verdict")).not.toHaveText(
        t.verdictOk.replace("{category}", m.media.categories.ADDITIONAL),
      );
      await expectAccessible(page);

      await chooser.setInputFiles({
        name: "terrace.jpg",
        mimeType: "image/jpeg",
        buffer: await noisyImage(800, 600, "jpeg"),
      });
      await expect(page.getByTestId("playground-verdict")).toHaveText(
        t.verdictOk.replace("{category}", m.media.categories.ADDITIONAL),
      );
      const after = page.getByTestId("playground-after");
      await expect(after).toContainText("800 × 600 px");
      await expect(after).toContainText(/\d+([.,]\d)? (KB|MB)/);
      await expect(page.getByRole("img", { name: t.preview })).toBeVisible();
      await keepScreenshot(page, `playground-${lang}`);

      // A cover must be 16:9: the same image now breaks that rule, with its reason.
      await page.getByLabel(t.category).selectOption("COVER");
      await expect(rules.locator('[data-rule="aspect"]')).toHaveAttribute("data-passed", "false");
      await expect(rules.locator('[data-rule="aspect"]')).toContainText("16:9");
      await expectAccessible(page);
    });
  });
}
