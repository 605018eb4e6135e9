// For every store form: one bad field, and the translated error it must show once sent. The close
// form has no free input: its guard is the confirmation before a permanent closure.
import { expect, type Page } from "@playwright/test";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import { chooseOption } from "./helpers";
import type { Lang, texts } from "./stores-edit-kit";

type T = ReturnType<typeof texts>;
export type BadInput = {
  route: string;
  /** Makes the form's input bad; answers the error text the page must show after sending. */
  act: (page: Page, t: T, lang: Lang) => Promise<string>;
};

/** A weekday as the hours form names it: capitalised, in the interface's language. */
export function weekday(lang: Lang, index: number) {
  const name = new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** Picks an option of the select with this accessible name (helpers.ts `chooseOption`). */
export async function choose(page: Page, select: string, option: string) {
  await chooseOption(page, page.getByRole("combobox", { name: select }), option);
}

export const BAD_INPUT: BadInput[] = [
  {
    route: "edit-store-name",
    act: async (page, t) => {
      await page.getByLabel(t("stores.edit.name.title"), { exact: true }).fill("   ");
      return t("stores.validation.required");
    },
  },
  {
    route: "edit-phone",
    act: async (page, t) => {
      await page.getByLabel(t("stores.edit.phone.primary"), { exact: true }).fill("12");
      return t("stores.validation.invalidPhone");
    },
  },
  {
    route: "edit-website",
    act: async (page, t) => {
      await page
        .getByLabel(t("stores.edit.website.label"), { exact: true })
        .fill("not a web address");
      return t("stores.validation.invalidUrl");
    },
  },
  {
    route: "edit-hours",
    act: async (page, t, lang) => {
      const day = weekday(lang, 0);
      await choose(page, t("stores.edit.hours.mode", { day }), t("stores.edit.hours.modes.lines"));
      const monday = page.getByRole("group", { name: day, exact: true });
      await monday.getByLabel(t("stores.edit.hours.opens"), { exact: true }).first().fill("10:00");
      await monday.getByLabel(t("stores.edit.hours.closes"), { exact: true }).first().fill("10:00");
      return t("stores.validation.sameOpenClose");
    },
  },
  {
    route: "edit-info",
    act: async (page, t) => {
      await page
        .getByLabel(t("stores.edit.info.storeCode"), { exact: true })
        .fill("x".repeat(MAPS.storeCode + 1));
      return t("validation.tooLong", { max: MAPS.storeCode });
    },
  },
  {
    route: "edit-category",
    act: async (page, t) => {
      const chosen = page.getByRole("list", { name: t("stores.edit.category.chosen") });
      const prefix = t("stores.edit.category.remove", { name: "" }).trim();
      const remove = chosen.getByRole("button", { name: new RegExp(`^${prefix}`) });
      await expect(remove.first()).toBeVisible();
      while ((await remove.count()) > 0) await remove.first().click();
      return t("stores.validation.invalidCategory");
    },
  },
  {
    route: "edit-address",
    act: async (page, t) => {
      await page.getByLabel(t("stores.edit.address.latitude"), { exact: true }).fill("north");
      return t("stores.validation.invalidLatitude");
    },
  },
  {
    route: "social-media",
    act: async (page, t) => {
      await page
        .getByLabel(t("stores.edit.social.networks.url_facebook"), { exact: true })
        .fill("facebook");
      return t("stores.validation.invalidUrl");
    },
  },
  {
    route: "action-items",
    act: async (page, t) => {
      await page.getByRole("button", { name: t("stores.edit.actions.add") }).click();
      await page
        .getByLabel(t("stores.edit.actions.uri"), { exact: true })
        .last()
        .fill("book with us");
      return t("stores.validation.invalidUrl");
    },
  },
  {
    route: "create-store",
    act: async (page, t) => {
      await page.getByLabel(t("stores.edit.address.locality"), { exact: true }).fill("");
      return t("stores.validation.invalidCategory");
    },
  },
];
