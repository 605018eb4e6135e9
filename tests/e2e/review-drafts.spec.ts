// Drafted replies in Chromium, English and Spanish, with the offline drafter (REPLY_MODEL=offline):
// acme's admin sets a brand voice, filters the inbox to ten negative unanswered reviews and drafts
// replies for all of them at once; edits one, gives another a word the voice forbids (it cannot be
// approved) and approves the other nine, which reach the simulator and show as answered in the
// inbox. axe checks the drafts tab and the brand-voice dialog.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { graphql, keepScreenshot, simulatorAccessToken, toasts } from "./helpers";
import { signInOnce } from "./sign-in-once";
import { linkOwner, simulatorReview } from "./review-fixtures";

test.describe.configure({ mode: "serial" });

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};

async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "admin", "Admin123!", lang);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

const NEGATIVE_UNANSWERED = `query { reviews(filter: { ratings: [1, 2], answered: UNANSWERED },
  sort: { by: updateTime, direction: desc }, limit: 10) { items { id name } } }`;

let linked = false;

/** A draft's own button: its accessible name is "<Action> the draft for <reviewer>". */
const own = (label: string) =>
  new RegExp(`^${label.split("{name}")[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

for (const lang of ["en", "es"] as const) {
  test(`${lang}: a brand voice, ten drafts at once, one edited, nine approved, a forbidden word held back`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const m = LANGS[lang].reviewDrafts;
    const baseURL = test.info().project.use.baseURL!;
    if (!linked) {
      await linkOwner(browser);
      linked = true;
    }
    await signIn(page, lang);

    // The brand voice.
    await page.goto("/apps/reviews?tab=drafts");
    await expect(page.getByRole("heading", { level: 2, name: m.voice.title })).toBeVisible();
    await expect(page.getByTestId("drafts-off")).toHaveCount(0);
    await expectAccessible(page);
    await page.getByTestId("brand-voice-edit").click();
    const dialog = page.getByTestId("brand-voice-dialog");
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "/apps/reviews?tab=drafts (brand voice)");
    await dialog.getByLabel(m.voice.formality).selectOption("TU");
    await dialog.getByLabel(m.voice.signOff).fill("Equipo Acme");
    await dialog.getByLabel(m.voice.avoidWords).fill("barato\ncheap");
    await dialog.getByLabel(m.voice.maxLength).fill("350");
    await dialog.getByRole("button", { name: m.voice.save }).click();
    await expect(toasts(page).filter({ hasText: m.voice.saved })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("brand-voice")).toContainText("barato, cheap");

    // Ten negative unanswered reviews, through the inbox's filter.
    const { reviews } = await graphql<{ reviews: { items: { id: string; name: string }[] } }>(
      page,
      NEGATIVE_UNANSWERED,
    );
    expect(reviews.items).toHaveLength(10);
    const names = reviews.items.map((review) => review.name);
    const query = new URLSearchParams([["answered", "UNANSWERED"]]);
    for (const name of names) query.append("infoUrl", name);
    await page.goto(`/apps/reviews?${query}`);
    await page.getByTestId("draft-replies").click();
    await expect(
      toasts(page).filter({ hasText: lang === "en" ? "10 drafts ready" : "10 borradores listos" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/tab=drafts/);
    const drafts = page.getByTestId("review-draft");
    await expect(drafts).toHaveCount(10);
    await expect(drafts.first()).toContainText(m.list.offline);
    await expect(drafts.first().getByTestId("draft-text")).toContainText("Equipo Acme");
    await expectAccessible(page, "/apps/reviews?tab=drafts (drafts)");
    await keepScreenshot(page, `review-drafts-${lang}-list`);

    // One edited (it stays approvable), another given a forbidden word (it does not).
    const edited = drafts.nth(0);
    const editedReview = await edited.getAttribute("data-review-id");
    await edited.getByRole("button", { name: own(m.list.editFor) }).click();
    const editor = page.getByTestId("draft-editor");
    const editedText =
      lang === "en"
        ? "Thank you for telling us. The store manager will look into it this week. Equipo Acme"
        : "Gracias por contárnoslo. La encargada del local lo revisará esta semana. Equipo Acme";
    await editor.getByLabel(m.editor.text).fill(editedText);
    await editor.getByRole("button", { name: m.editor.save }).click();
    await expect(editor).toHaveCount(0);
    const editedRow = page.locator(`[data-testid=review-draft][data-review-id="${editedReview}"]`);
    await expect(editedRow.getByTestId("draft-text")).toHaveText(editedText);
    await expect(editedRow).toContainText(m.list.edited);

    const forbidden = drafts.nth(1);
    const forbiddenReview = await forbidden.getAttribute("data-review-id");
    await forbidden.getByRole("button", { name: own(m.list.editFor) }).click();
    await editor
      .getByLabel(m.editor.text)
      .fill(
        lang === "en" ? "Next time it will be cheap, promise." : "La próxima vez será más barato.",
      );
    await editor.getByRole("button", { name: m.editor.save }).click();
    await expect(editor).toHaveCount(0);
    const forbiddenRow = page.locator(
      `[data-testid=review-draft][data-review-id="${forbiddenReview}"]`,
    );
    await expect(forbiddenRow.getByTestId("draft-violations")).toContainText(
      m.list.violationsLabel,
    );
    await expect(forbiddenRow.getByRole("button", { name: own(m.list.approveFor) })).toBeDisabled();
    await expect(forbiddenRow.getByRole("checkbox")).toBeDisabled();
    await keepScreenshot(page, `review-drafts-${lang}-forbidden`);

    // Approve the nine that pass.
    await page.getByTestId("drafts-tick-all").click();
    const approve = page.getByTestId("drafts-approve-ticked");
    await expect(approve).toContainText("9");
    await approve.click();
    await expect(
      toasts(page).filter({ hasText: lang === "en" ? "9 replies are" : "9 respuestas van" }),
    ).toBeVisible();
    await expect(drafts).toHaveCount(1);
    await expect(drafts.first()).toHaveAttribute("data-review-id", forbiddenReview!);

    // The nine reach the simulator; the one held back does not.
    const token = await simulatorAccessToken(page.request, baseURL, "sim-owner-acme");
    const approvedNames = reviews.items
      .filter((review) => review.id !== forbiddenReview)
      .map((review) => review.name);
    const editedName = reviews.items.find((review) => review.id === editedReview)!.name;
    await expect
      .poll(
        async () => {
          let answered = 0;
          for (const name of approvedNames)
            if ((await simulatorReview(page.request, token, name)).reviewReply) answered++;
          return answered;
        },
        { timeout: 60_000 },
      )
      .toBe(9);
    expect((await simulatorReview(page.request, token, editedName)).reviewReply?.comment).toBe(
      editedText,
    );
    const heldBack = reviews.items.find((review) => review.id === forbiddenReview)!.name;
    expect((await simulatorReview(page.request, token, heldBack)).reviewReply).toBeUndefined();

    // The inbox shows them answered.
    const answeredQuery = new URLSearchParams([["answered", "ANSWERED"]]);
    for (const name of names) answeredQuery.append("infoUrl", name);
    await expect
      .poll(
        async () => {
          await page.goto(`/apps/reviews?${answeredQuery}`);
          return page.getByText(editedText).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await keepScreenshot(page, `review-drafts-${lang}-inbox`);

    // The held-back draft goes.
    await page.goto("/apps/reviews?tab=drafts");
    await forbiddenRow.getByRole("button", { name: own(m.list.discardFor) }).click();
    await expect(drafts).toHaveCount(0);
  });
}
