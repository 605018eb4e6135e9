// One store edited field by field through every edit page, each change checked in the maps
// simulator's own API (not through the product), and a change the service refuses.
import { expect, type Page } from "@playwright/test";
import { getExampleNumber, isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import examples from "libphonenumber-js/mobile/examples";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import { choose, weekday } from "./stores-edit-bad-input";
import {
  expectAccepted,
  openForm,
  send,
  simulatorStore,
  texts,
  type PickedStore,
} from "./stores-edit-kit";

const t = texts("en");
const SAVE = t("stores.edit.save");

/** Two different valid numbers of the country: its example, then its last digit changed. */
function twoPhones(region: string): [string, string] {
  const first = getExampleNumber(region as CountryCode, examples)!.formatNational();
  for (let digit = 0; digit <= 9; digit++) {
    const second = first.replace(/\d(?=\D*$)/, String(digit));
    if (second !== first && isValidPhoneNumber(second, region as CountryCode))
      return [first, second];
  }
  throw new Error(`No second phone for ${region}`);
}

const digits = (phone: string) => phone.replace(/\D/g, "").slice(-8);

export async function editEveryField(page: Page, baseURL: string, store: PickedStore) {
  const stamp = Date.now().toString(36);
  const open = (route: string) => openForm(page, `/apps/stores/${route}?id=${store._id}`);
  const sim = () => simulatorStore(page.request, baseURL, store.id);
  const region: string = (await sim()).location.storefrontAddress.regionCode;

  // Name. After it, every page notes the recent edit and how the last one went.
  const title = `ZZ E2E ${stamp}`;
  await open("edit-store-name");
  await page.getByLabel(t("stores.edit.name.title"), { exact: true }).fill(title);
  await send(page, SAVE);
  await expectAccepted(page);
  await expect(page.getByText(t("stores.edit.notice.recentlyEdited", { hours: 24 }))).toBeVisible();
  expect((await sim()).location.title).toBe(title);

  // Phones: the primary and one additional, valid for the store's country.
  const [primary, additional] = twoPhones(region);
  await open("edit-phone");
  await expect(page.getByTestId("edit-notice")).toContainText(t("stores.edit.outcome.accepted"));
  await page.getByLabel(t("stores.edit.phone.primary"), { exact: true }).fill(primary);
  const extra = page.getByLabel(t("stores.edit.phone.additional", { n: 1 }), { exact: true });
  if ((await extra.count()) === 0)
    await page.getByRole("button", { name: t("stores.edit.phone.add") }).click();
  await extra.fill(additional);
  await send(page, SAVE);
  await expectAccepted(page);
  const phones = (await sim()).location.phoneNumbers;
  expect(digits(phones.primaryPhone)).toBe(digits(primary));
  expect(phones.additionalPhones.map(digits)).toEqual([digits(additional)]);

  // Website.
  const website = `https://www.example.com/e2e/${stamp}`;
  await open("edit-website");
  await page.getByLabel(t("stores.edit.website.label"), { exact: true }).fill(website);
  await send(page, SAVE);
  await expectAccepted(page);
  expect((await sim()).location.websiteUri).toBe(website);

  // Hours: Monday open all day, Sunday closed, and Christmas Eve next year closed.
  const year = new Date().getFullYear() + 1;
  await open("edit-hours");
  await choose(
    page,
    t("stores.edit.hours.mode", { day: weekday("en", 0) }),
    t("stores.edit.hours.modes.open24"),
  );
  await choose(
    page,
    t("stores.edit.hours.mode", { day: weekday("en", 6) }),
    t("stores.edit.hours.modes.closed"),
  );
  // The store's special dates are replaced by this one (removing them is part of the form too).
  const removeSpecial = page.getByRole("button", {
    name: new RegExp(`^${t("stores.edit.hours.removeSpecial", { n: "" }).trim()}`),
  });
  while ((await removeSpecial.count()) > 0) await removeSpecial.first().click();
  const specialDates = page.getByLabel(t("stores.edit.hours.date"), { exact: true });
  await page.getByRole("button", { name: t("stores.edit.hours.addSpecial") }).click();
  await specialDates.last().fill(`${year}-12-24`);
  await send(page, SAVE);
  await expectAccepted(page);
  const hours = (await sim()).location;
  const periods: { openDay: string; closeTime: { hours?: number } }[] = hours.regularHours.periods;
  expect(periods.filter((p) => p.openDay === "MONDAY")).toEqual([
    expect.objectContaining({ openDay: "MONDAY", closeDay: "MONDAY", closeTime: { hours: 24 } }),
  ]);
  expect(periods.some((p) => p.openDay === "SUNDAY")).toBe(false);
  expect(hours.specialHours.specialHourPeriods).toContainEqual(
    expect.objectContaining({ startDate: { year, month: 12, day: 24 }, closed: true }),
  );

  // Description, store code and a label.
  await open("edit-info");
  await page
    .getByLabel(t("stores.edit.info.description"), { exact: true })
    .fill(`Edited by the e2e run ${stamp}.`);
  await page.getByLabel(t("stores.edit.info.storeCode"), { exact: true }).fill(`E2E-${stamp}`);
  await page.getByLabel(t("stores.edit.info.openingDate"), { exact: true }).fill("2019-05-14");
  await page.getByLabel(t("stores.edit.labels.label"), { exact: true }).fill(`e2e-${stamp}`);
  await page.getByRole("button", { name: t("stores.edit.labels.add"), exact: true }).click();
  await send(page, SAVE);
  await expectAccepted(page);
  const info = (await sim()).location;
  expect(info.profile.description).toBe(`Edited by the e2e run ${stamp}.`);
  expect(info.storeCode).toBe(`E2E-${stamp}`);
  expect(info.labels).toContain(`e2e-${stamp}`);
  expect(info.openInfo).toMatchObject({ openingDate: { year: 2019, month: 5, day: 14 } });

  // The additional categories replaced by one from the service's list; the primary stays. With
  // them, a yes/no attribute of the category turned the other way (names are the simulator's).
  const restroom = (attributes: { name: string; values?: unknown[] }[]) =>
    attributes.find((a) => a.name === "attributes/has_restroom")?.values?.[0];
  const hasRestroom = restroom((await sim()).attributes) !== true;
  await open("edit-category");
  const restroomChoice = page
    .getByRole("radiogroup", { name: "Restroom", exact: true })
    .getByText(t(hasRestroom ? "stores.edit.attributes.yes" : "stores.edit.attributes.no"), {
      exact: true,
    });
  const chosen = page.getByRole("list", { name: t("stores.edit.category.chosen") });
  const removeCategory = chosen.getByRole("button", {
    name: new RegExp(`^${t("stores.edit.category.remove", { name: "" }).trim()}`),
  });
  await expect(removeCategory.first()).toBeVisible();
  while ((await removeCategory.count()) > 1) await removeCategory.last().click();
  await page.getByLabel(t("stores.edit.category.search"), { exact: true }).fill("Locksm");
  await page
    .getByRole("list", { name: t("stores.edit.category.results") })
    .getByRole("button", { name: "Locksmith" })
    .click();
  await restroomChoice.click();
  await send(page, SAVE);
  await expectAccepted(page);
  const categorized = await sim();
  const categories = categorized.location.categories.additionalCategories.map(
    (c: { name: string }) => c.name,
  );
  expect(categories).toEqual(["categories/gcid:locksmith"]);
  expect(restroom(categorized.attributes)).toBe(hasRestroom);

  // Address line and map pin.
  await open("edit-address");
  await page
    .getByLabel(t("stores.edit.address.line", { n: 1 }), { exact: true })
    .fill(`Calle E2E ${stamp}`);
  await page.getByLabel(t("stores.edit.address.latitude"), { exact: true }).fill("-34.6037");
  await page.getByLabel(t("stores.edit.address.longitude"), { exact: true }).fill("-58,3816");
  await send(page, SAVE);
  await expectAccepted(page);
  const place = (await sim()).location;
  expect(place.storefrontAddress.addressLines[0]).toBe(`Calle E2E ${stamp}`);
  expect(place.latlng).toEqual({ latitude: -34.6037, longitude: -58.3816 });

  // Social media: a Facebook page.
  const facebook = `https://www.facebook.com/e2e${stamp}`;
  await open("social-media");
  await page
    .getByLabel(t("stores.edit.social.networks.url_facebook"), { exact: true })
    .fill(facebook);
  await send(page, SAVE);
  await expectAccepted(page);
  expect((await sim()).attributes).toContainEqual(
    expect.objectContaining({ name: "attributes/url_facebook", uriValues: [{ uri: facebook }] }),
  );

  // An action link, preferred.
  const booking = `https://www.example.com/book/${stamp}`;
  await open("action-items");
  await page.getByRole("button", { name: t("stores.edit.actions.add") }).click();
  await page.getByLabel(t("stores.edit.actions.uri"), { exact: true }).last().fill(booking);
  await page.getByLabel(t("stores.edit.actions.preferred"), { exact: true }).last().check();
  await send(page, SAVE);
  await expectAccepted(page);
  expect((await sim()).links).toContainEqual(
    expect.objectContaining({ placeActionType: "APPOINTMENT", uri: booking, isPreferred: true }),
  );

  // Closed for a while, then reopened.
  for (const status of ["CLOSED_TEMPORARILY", "OPEN"] as const) {
    await open("close-store");
    // A closed store offers "Reopen" where an open one says "Open".
    const option =
      status === "OPEN" ? t("stores.edit.close.reopen") : t(`stores.edit.close.options.${status}`);
    await page.getByLabel(option, { exact: true }).check();
    await send(page, SAVE);
    await expectAccepted(page);
    expect((await sim()).location.openInfo.status).toBe(status);
  }
}

/** A change the maps service refuses (forced through its admin API): the page gives the reason. */
export async function editRefusedByTheService(page: Page, store: PickedStore) {
  const fault = await page.request.post("/api/maps-sim/_admin/faults", {
    // The simulator's admin API (lib/maps-simulator/admin-auth.ts), with the e2e server's key.
    headers: { "x-sim-admin-key": E2E_SIM_ADMIN_KEY },
    data: { location: store.id, status: 400, method: "PATCH", field: "title" },
  });
  expect(fault.ok(), await fault.text()).toBe(true);
  await openForm(page, `/apps/stores/edit-store-name?id=${store._id}`);
  await page.getByLabel(t("stores.edit.name.title"), { exact: true }).fill(`Refused ${Date.now()}`);
  await send(page, SAVE);
  const refused = page.locator('[data-testid="edit-notice"] [data-sent][data-outcome="refused"]');
  await expect(refused).toBeVisible({ timeout: 90_000 });
  await expect(refused).toContainText(t("stores.edit.outcome.refused", { reason: "" }).trim());
  await expect(refused).toContainText(/invalid argument/i);
}
