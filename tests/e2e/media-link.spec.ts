import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./axe";
import { graphql, signInWithCredentials } from "./helpers";

// Share links of media (/media-link, /media-link-list): opened signed out, they show a package or a
// store's packages and take photos under spec §5's rules. The e2e server's link "hour" lasts two
// seconds (MEDIA_LINK_HOUR_MS), so a one-hour link is seen expiring.

function noisyJpeg(width: number, height: number) {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function uploadToLibrary(page: Page, name: string) {
  const response = await page.request.post("/api/files", {
    headers: { "x-graphql-csrf": "1" },
    multipart: {
      name,
      file: { name: `${name}.jpg`, mimeType: "image/jpeg", buffer: await noisyJpeg(400, 300) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function link(page: Page, input: Record<string, unknown>) {
  const { createMediaLink } = await graphql<{ createMediaLink: { url: string } }>(
    page,
    `
      mutation Link($input: MediaLinkInput!) {
        createMediaLink(input: $input) {
          url
        }
      }
    `,
    { input },
  );
  return new URL(createMediaLink.url).pathname + new URL(createMediaLink.url).search;
}

test("a package's link takes a photo signed out; a store's link refuses a period in Spanish; links expire", async ({
  page,
  browser,
}) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home/);
  const stamp = Date.now().toString(36);
  const fileId = await uploadToLibrary(page, `terrace-${stamp}`);
  const { locations } = await graphql<{
    locations: { items: { _id: string; locationName: string }[] };
  }>(
    page,
    `
      {
        locations(limit: 1) {
          items {
            _id
            locationName
          }
        }
      }
    `,
  );
  const store = locations.items[0]!;
  const { createMediaPackage: pkg } = await graphql<{ createMediaPackage: { id: string } }>(
    page,
    `
      mutation Send($input: MediaPackageInput!) {
        createMediaPackage(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        name: `Terrace ${stamp}`,
        category: "EXTERIOR",
        resourceIds: [fileId],
        locationIds: [store._id],
      },
    },
  );
  const packageLink = await link(page, { packageId: pkg.id, expiresInHours: 720 });
  const storeLink = await link(page, { locationId: store._id, expiresInHours: 720 });
  const shortLink = await link(page, { packageId: pkg.id, expiresInHours: 1 });

  // Someone without an account, in English on a desktop.
  const guest = await browser.newContext({ locale: "en-US" });
  const visitor = await guest.newPage();
  await visitor.goto(packageLink);
  await expect(visitor.getByRole("heading", { name: `Terrace ${stamp}` })).toBeVisible();
  await expect(visitor.getByText("1 file for 1 store.")).toBeVisible();
  await expectAccessible(visitor);
  // The app's own button, not the browser's "Choose Files", opens the file chooser.
  let chooser = visitor.waitForEvent("filechooser");
  await visitor.getByRole("button", { name: "Add photos" }).click();
  await (
    await chooser
  ).setFiles({
    name: "new-terrace.jpg",
    mimeType: "image/jpeg",
    buffer: await noisyJpeg(500, 400),
  });
  await expect(visitor.getByText("1 photo chosen: new-terrace.jpg")).toBeVisible();
  await visitor.getByRole("button", { name: "Send photos" }).click();
  await expect(
    visitor.getByRole("status").filter({ hasText: "new-terrace.jpg: received" }),
  ).toBeVisible();
  await expect(visitor.getByText("2 files for 1 store.")).toBeVisible();
  const { mediaPackage } = await graphql<{ mediaPackage: { files: { name: string }[] } }>(
    page,
    `
      query P($id: ID!) {
        mediaPackage(id: $id) {
          files {
            name
          }
        }
      }
    `,
    { id: pkg.id },
  );
  expect(mediaPackage.files.map((f) => f.name)).toEqual([`terrace-${stamp}`, "new-terrace"]);

  // The one-hour link runs out (two seconds on this server) and then shows nothing of the package.
  await expect(async () => {
    await visitor.goto(shortLink);
    await expect(visitor.getByRole("heading", { name: "This link is not available" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(visitor.getByText(`Terrace ${stamp}`)).toHaveCount(0);
  await guest.close();

  // A store's link, in Spanish on a phone: a file name with a period is refused, nothing is sent.
  const phone = await browser.newContext({
    locale: "es-AR",
    viewport: { width: 375, height: 740 },
  });
  const owner = await phone.newPage();
  await owner.goto(storeLink);
  await expect(owner.getByRole("heading", { name: store.locationName })).toBeVisible();
  await expect(owner.getByRole("heading", { name: `Terrace ${stamp}` })).toBeVisible();
  await expect(owner.getByText("Todavía no elegiste fotos.")).toBeVisible();
  await expectAccessible(owner);
  chooser = owner.waitForEvent("filechooser");
  await owner.getByRole("button", { name: "Agregar fotos" }).click();
  await (
    await chooser
  ).setFiles({
    name: "terraza.nueva.jpg",
    mimeType: "image/jpeg",
    buffer: await noisyJpeg(500, 400),
  });
  await expect(owner.getByText("1 foto elegida: terraza.nueva.jpg")).toBeVisible();
  await owner.getByRole("button", { name: "Enviar fotos" }).click();
  await expect(
    owner.getByRole("alert").filter({ hasText: "no pueden tener puntos" }),
  ).toBeVisible();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await owner.goto("/media-link-list?token=" + "x".repeat(43));
  await expect(
    owner.getByRole("heading", { name: "Este enlace no está disponible" }),
  ).toBeVisible();
  await phone.close();
});
