import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Download, type Page } from "@playwright/test";
import type { Locale } from "@/lib/i18n/config";
import { pdfText } from "../pdf-text";
import { expectAccessible } from "./axe";
import { graphql, toasts } from "./helpers";
import { signInOnce } from "./sign-in-once";

// Issue 12: the PDF of a 90-day workspace report opens and shows the same totals as the page;
// the CSV downloads; a scheduled report's email reaches the mail catcher with its file; a share
// link opens signed out, and says it expired once revoked.

/** A report reads a quarter of daily rows of every store: more than the default wait. */
const REPORT_LOAD = { timeout: 30_000 };
const SHOTS = ".ci-tmp/sharingui";
/** The totals the PDF lists, as the page's cards name them. */
const KPIS = [
  "impressions",
  "actions",
  "directions",
  "calls",
  "website",
  "traffic",
  "income",
  "reviews",
  "rating",
  "replyRate",
];

const TEXT = {
  en: {
    share: "Share",
    pdf: "Download PDF",
    csv: "Download CSV",
    schedule: "Schedule by email",
    link: "Share link",
    manage: "Schedules and links",
    recipients: "Recipients",
    save: "Save schedule",
    saved: "Schedule saved",
    badEmail: "Enter valid email addresses",
    create: "Create link",
    expiry: "Expires in (days)",
    sendNow: "Send now",
    sent: "Report sent",
    revoke: "Revoke",
    revoked: "Link revoked",
    pdfTitle: "Performance report",
    csvHeader: "section,metric_or_store,day,value,previous,change_percent",
    csvImpressions: "totals,Impressions,,",
    sharedTitle: "Shared report",
    expired: "This link expired",
    mailTitle: "Mail catcher",
  },
  es: {
    share: "Compartir",
    pdf: "Descargar PDF",
    csv: "Descargar CSV",
    schedule: "Programar por correo",
    link: "Enlace para compartir",
    manage: "Programaciones y enlaces",
    recipients: "Destinatarios",
    save: "Guardar programación",
    saved: "Programación guardada",
    badEmail: "Ingresa direcciones de correo válidas",
    create: "Crear enlace",
    expiry: "Expira en (días)",
    sendNow: "Enviar ahora",
    sent: "Informe enviado",
    revoke: "Revocar",
    revoked: "Enlace revocado",
    pdfTitle: "Informe de rendimiento",
    csvHeader: "seccion,metrica_o_tienda,dia,valor,anterior,cambio_porcentual",
    csvImpressions: "totales,Impresiones,,",
    sharedTitle: "Informe compartido",
    expired: "Este enlace expiró",
    mailTitle: "Buzón de prueba",
  },
} as const;

// One sign-in for the file: later tests start with that session's cookies.
const signIn = (page: Page, locale: Locale) => signInOnce(page, "admin", "Admin123!", locale);

async function openFlagshipReport(page: Page) {
  const { workspaces } = await graphql<{ workspaces: { _id: string; name: string }[] }>(
    page,
    `
      query SharingE2EWorkspace {
        workspaces(search: "Flagship") {
          _id
          name
        }
      }
    `,
  );
  const workspace = workspaces.find((w) => w.name === "Flagship");
  expect(workspace, "acme's seeded Flagship workspace").toBeTruthy();
  await page.goto(`/apps/dataStudio-reports?workspace=${workspace!._id}&days=90`);
  await expect(page.getByTestId("kpi-impressions")).toBeVisible(REPORT_LOAD);
}

/** Each card's full figure (its title) and its change, as the page writes them. */
async function pageTotals(page: Page) {
  const totals: { id: string; value: string; delta: string | null }[] = [];
  for (const id of KPIS) {
    const card = page.getByTestId(`kpi-${id}`);
    const value = await card.locator("p[title]").getAttribute("title");
    const deltaCard = page.getByTestId(`kpi-${id}-delta`);
    const delta = (await deltaCard.count())
      ? (/[+-]?[\d.,]+%/.exec((await deltaCard.textContent()) ?? "")?.[0] ?? null)
      : null;
    totals.push({ id, value: value!, delta });
  }
  return totals;
}

async function menuDownload(page: Page, locale: Locale, item: "pdf" | "csv"): Promise<Download> {
  await page.getByTestId("share-menu").click();
  const waiting = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: TEXT[locale][item] }).click();
  return waiting;
}

async function signedOutPage(browser: Browser, locale: Locale) {
  const context = await browser.newContext({ locale: locale === "en" ? "en-US" : "es-AR" });
  return context.newPage();
}

for (const locale of ["en", "es"] as const) {
  const text = TEXT[locale];
  test.describe(`report sharing (${locale})`, () => {
    test.use({
      locale: locale === "en" ? "en-US" : "es-AR",
      viewport: { width: 1280, height: 900 },
    });

    test("the PDF opens and shows the page's totals, and the CSV downloads", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, locale);
      await openFlagshipReport(page);
      const totals = await pageTotals(page);
      expect(totals.find((t) => t.id === "impressions")!.value).not.toBe("0");

      await page.getByTestId("share-menu").click();
      await page.screenshot({ path: `${SHOTS}/share-menu-${locale}.png` });
      await page.keyboard.press("Escape");
      const pdf = await menuDownload(page, locale, "pdf");
      expect(pdf.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
      const content = await pdfText(new Uint8Array(await readFile((await pdf.path())!)));
      expect(content).toContain(text.pdfTitle);
      expect(content).toContain("Flagship");
      // The PDF's text reads the no-break space of "US$ 1.442,61" as a plain one.
      const spaced = (value: string) => value.replace(/\u00a0/g, " ");
      for (const total of totals) {
        expect(spaced(content), total.id).toContain(spaced(total.value));
        if (total.delta) expect(content, `${total.id} change`).toContain(`(${total.delta})`);
      }

      const csv = await menuDownload(page, locale, "csv");
      expect(csv.suggestedFilename()).toMatch(/^report-.*\.csv$/);
      const rows = (await readFile((await csv.path())!, "utf8")).split("\r\n");
      expect(rows[0]).toBe(`\uFEFF${text.csvHeader}`);
      const impressions = await page.getByTestId("kpi-impressions").getAttribute("data-value");
      expect(rows.some((row) => row.startsWith(`${text.csvImpressions}${impressions},`))).toBe(
        true,
      );
    });

    test("a scheduled report's email, file attached, reaches the mail catcher after send now", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const recipient = `sharing-${locale}-${Date.now()}@example.com`;
      await signIn(page, locale);
      await openFlagshipReport(page);

      await page.getByTestId("share-menu").click();
      await page.getByRole("menuitem", { name: text.schedule }).click();
      const dialog = page.getByTestId("share-schedule-dialog");
      await dialog.getByLabel(text.recipients).fill("not-an-address");
      await dialog.getByRole("button", { name: text.save }).click();
      await expect(dialog.getByText(text.badEmail)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/schedule-dialog-${locale}.png` });
      await dialog.getByLabel(text.recipients).fill(recipient);
      await dialog.getByRole("button", { name: text.save }).click();
      await expect(toasts(page).filter({ hasText: text.saved })).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByTestId("share-menu").click();
      await page.getByRole("menuitem", { name: text.manage }).click();
      const row = page.getByTestId("share-schedule-row").filter({ hasText: recipient });
      await row.getByRole("button", { name: text.sendNow }).click();
      await expect(toasts(page).filter({ hasText: text.sent })).toBeVisible(REPORT_LOAD);

      await page.goto("/dev/mail");
      await expect(page.getByRole("heading", { name: text.mailTitle })).toBeVisible();
      const email = page.getByTestId("mail-list").getByRole("row").filter({ hasText: recipient });
      await expect(email).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/mail-catcher-${locale}.png` });
      await email.getByRole("link", { name: new RegExp(text.pdfTitle) }).click();
      const message = page.getByTestId("mail-message");
      await expect(message).toContainText(recipient);
      const waiting = page.waitForEvent("download");
      await message.getByRole("link", { name: /^report-.*\.pdf$/ }).click();
      const attachment = await waiting;
      const content = await pdfText(new Uint8Array(await readFile((await attachment.path())!)));
      expect(content).toContain(text.pdfTitle);
      expect(content).toContain("Flagship");
    });

    test("a share link opens signed out, read-only, and says it expired once revoked", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, locale);
      await openFlagshipReport(page);

      await page.getByTestId("share-menu").click();
      await page.getByRole("menuitem", { name: text.link }).click();
      const dialog = page.getByTestId("share-link-dialog");
      await dialog.getByLabel(text.expiry).fill("7");
      await dialog.getByRole("button", { name: text.create }).click();
      const link = dialog.getByRole("textbox");
      await expect(link).toHaveValue(/\/shared-report\?token=[\w-]{43}$/);
      const url = await link.inputValue();
      await page.keyboard.press("Escape");

      const visitor = await signedOutPage(browser, locale);
      await visitor.goto(url);
      await expect(visitor).toHaveURL(/\/shared-report\?token=/);
      await expect(visitor.getByRole("heading", { name: text.sharedTitle })).toBeVisible();
      await expect(visitor.getByTestId("kpi-impressions")).toHaveAttribute(
        "data-value",
        /^\d+$/,
        REPORT_LOAD,
      );
      await visitor.screenshot({ path: `${SHOTS}/shared-report-${locale}.png` });
      await expectAccessible(visitor);
      // Read-only: no shell navigation, no filters, no sharing.
      await expect(visitor.getByRole("navigation")).toHaveCount(0);
      await expect(visitor.getByTestId("share-menu")).toHaveCount(0);

      await page.getByTestId("share-menu").click();
      await page.getByRole("menuitem", { name: text.manage }).click();
      const rows = page
        .getByTestId("share-link-row")
        .filter({ has: page.getByRole("button", { name: text.revoke }) });
      await rows.first().getByRole("button", { name: text.revoke }).click();
      await expect(toasts(page).filter({ hasText: text.revoked })).toBeVisible();

      const again = await visitor.goto(url);
      expect(again?.status()).toBe(200);
      await expect(visitor).toHaveURL(/\/shared-report\?token=/);
      await expect(visitor.getByRole("heading", { name: text.expired })).toBeVisible();
      await visitor.screenshot({ path: `${SHOTS}/shared-expired-${locale}.png` });
      await visitor.context().close();
    });
  });
}
