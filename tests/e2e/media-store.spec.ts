import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectJobDone, graphql, signInWithCredentials } from "./helpers";

// /apps/media by store: the photos one store shows on the maps service. The owner's can be deleted
// (a job); a customer's is reported, and its report's outcome is recorded and notified.

type Media = { storeMedia: { customer: { name: string }[]; owner: { name: string }[] } };

async function storeWithCustomerPhotos(page: Page) {
  const { locations } = await graphql<{
    locations: { items: { _id: string; locationName: string }[] };
  }>(
    page,
    `
      {
        locations(limit: 20) {
          items {
            _id
            locationName
          }
        }
      }
    `,
  );
  for (const store of locations.items) {
    const media = await graphql<Media>(
      page,
      `
        query M($id: ID!) {
          storeMedia(locationId: $id) {
            customer {
              name
            }
            owner {
              name
            }
          }
        }
      `,
      { id: store._id },
    );
    if (media.storeMedia.customer.length && media.storeMedia.customer.length < 4) return store;
  }
  throw new Error("no store with customers' photos among the first 20");
}

async function sendExteriorPhoto(page: Page, storeId: string) {
  const raw = randomBytes(500 * 400 * 3);
  const buffer = await sharp(raw, { raw: { width: 500, height: 400, channels: 3 } })
    .jpeg()
    .toBuffer();
  const name = `patio-${Date.now().toString(36)}`;
  const upload = await page.request.post("/api/files", {
    headers: { "x-graphql-csrf": "1" },
    multipart: { name, file: { name: `${name}.jpg`, mimeType: "image/jpeg", buffer } },
  });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const { createMediaPackage } = await graphql<{ createMediaPackage: { job: { id: string } } }>(
    page,
    `
      mutation S($input: MediaPackageInput!) {
        createMediaPackage(input: $input) {
          job {
            id
          }
        }
      }
    `,
    { input: { name, category: "EXTERIOR", resourceIds: [id], locationIds: [storeId] } },
  );
  await expectJobDone(page, createMediaPackage.job.id);
  const { mediaJob } = await graphql<{ mediaJob: { items: { mediaName: string }[] } }>(
    page,
    `
      query I($id: ID!) {
        mediaJob(id: $id) {
          items {
            mediaName
          }
        }
      }
    `,
    { id: createMediaPackage.job.id },
  );
  // The photo's own id, as its delete button names it.
  return mediaJob.items[0]!.mediaName.split("/").pop()!;
}

test("by store: a customer's photo is reported and approved, its notification leads back, and the owner's photo is deleted", async ({
  page,
}) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home/);
  const store = await storeWithCustomerPhotos(page);
  const photoId = await sendExteriorPhoto(page, store._id);

  await page.goto("/apps/media");
  await page.getByRole("link", { name: "By store" }).click();
  await page
    .getByRole("searchbox", { name: "Search stores by name, code or city" })
    .fill(store.locationName);
  await page.getByRole("checkbox", { name: store.locationName }).first().check();
  await expect(page).toHaveURL(new RegExp(`store=${store._id}`));
  await expect(page.getByRole("heading", { name: "Customers' photos" })).toBeVisible();

  // Report the first customer's photo, then record that the maps service approved the report.
  await page.getByRole("button", { name: "Not reported" }).first().click();
  await page.getByRole("menuitemradio", { name: "In process" }).click();
  await expect(page.getByText("Photo marked as reported.")).toBeVisible();
  await page.getByRole("button", { name: "In process" }).first().click();
  await page.getByRole("menuitemradio", { name: "Approved" }).click();
  await expect(page.getByText("Report marked as approved.")).toBeVisible();
  const { notifications } = await graphql<{ notifications: { _id: string }[] }>(
    page,
    `
      {
        notifications {
          _id
        }
      }
    `,
  );
  expect(notifications.map((group) => group._id)).toContain("MEDIA_APPROVED_REPORTED");

  // Delete the owner's photo just sent.
  const owner = page.getByRole("button", { name: `Delete ${photoId}` });
  await owner.click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("The deletion was sent to the maps service.")).toBeVisible();
  await expect(page.getByTestId("job-progress")).toContainText(/1 done/);
  await page.getByRole("button", { name: "Read the photos again" }).click();
  await expect(owner).toHaveCount(0);

  // The approval's notification opens the photos of the store it is about.
  await page.goto("/apps/notifications");
  const group = page
    .getByRole("listitem")
    .filter({ hasText: /reported photos? or videos? (was|were) approved/ });
  await expect(group).toContainText(store.locationName);
  await group.getByRole("button").first().click();
  await expect(page).toHaveURL(/\/apps\/media\?infoUrl=/);
  await expect(page.getByRole("list", { name: "Chosen stores" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Customers' photos" })).toBeVisible();
});

test("es at 375 px: a store's photos and its share link, without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home/);
  const store = await storeWithCustomerPhotos(page);
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: origin }]);
  await page.goto(`/apps/media?view=stores&store=${store._id}`);
  await expect(page.getByRole("link", { name: "Por tienda" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "Fotos de clientes" })).toBeVisible();
  await page.getByRole("button", { name: "Compartir enlace" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("las fotos enviadas a esta tienda");
  await dialog.getByRole("button", { name: "Crear enlace" }).click();
  await expect(dialog.getByText(/\/media-link-list\?token=/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
