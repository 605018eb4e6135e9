// Questions and answers in Chromium, English, Spanish and 375 px: a question of the simulator is
// answered from its page and the answer is read back from the simulator's Q&A API and the list; an
// FAQ goes to two stores; on a phone two questions are answered alike from the selection. Against
// Google (a second server of the same build with MAPS_SERVICE=google), the list says the service
// is retired, keeps the history read-only and a write is refused without being sent.
import { readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import {
  graphql,
  keepScreenshot,
  signInWithCredentials,
  simulatorAccessToken,
  toasts,
} from "./helpers";
import { GOOGLE_MODE_URL, startGoogleModeServer, stopGoogleModeServer } from "./google-mode-server";
import { signInOnce } from "./sign-in-once";

test.describe.configure({ mode: "serial" });

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const stamp = Date.now().toString(36);
type SimQuestion = {
  name: string;
  text: string;
  author: { type: string };
  topAnswers?: { text: string; author: { type: string } }[];
};

/** A question as the simulator's Q&A API lists it (every page of its store), answers included. */
async function simulatorQuestion(request: APIRequestContext, baseURL: string, name: string) {
  const token = await simulatorAccessToken(request, baseURL, "sim-owner-acme");
  const store = name.split("/questions/")[0];
  let pageToken = "";
  do {
    const response = await request.get(
      `/api/maps-sim/mybusinessqanda/v1/${store}/questions?answersPerQuestion=10&pageToken=${pageToken}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as { questions?: SimQuestion[]; nextPageToken?: string };
    const found = body.questions?.find((question) => question.name === name);
    if (found) return found;
    pageToken = body.nextPageToken ?? "";
  } while (pageToken);
  return undefined;
}

const merchantAnswer = (question: SimQuestion | undefined) =>
  question?.topAnswers?.find((answer) => answer.author.type === "MERCHANT")?.text;

async function signIn(page: Page, lang: "en" | "es", user = "manager", password = "Manager123!") {
  await signInOnce(page, user, password);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

const QUESTION = `query($id: ID!) { question(id: $id) { name answered ownerAnswer } }`;
const FAQS = `query($text: String) { questions(filter: { text: $text }, limit: 10) {
  total items { name text answered ownerFaq ownerAnswer } } }`;

for (const lang of ["en", "es"] as const) {
  test(`${lang}: a question answered reaches the simulator; an FAQ goes to two stores`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const f = LANGS[lang].faq;
    const baseURL = test.info().project.use.baseURL!;
    // The manager holds the FAQ role (spec §6), not the admin's.
    await signIn(page, lang);

    await page.goto("/apps/faq?answered=UNANSWERED");
    await expect(page.getByRole("heading", { level: 1, name: f.title })).toBeVisible();
    await expect(page.getByTestId("qanda-retired")).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, `list-${lang}`);
    const answerPrefix = f.answerLabel.replace("{question}", "");
    await page.getByRole("link", { name: answerPrefix }).first().click();
    await expect(page).toHaveURL(/\/apps\/faq\/answer-question\?id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get("id")!;
    await expect(page.getByRole("heading", { level: 1, name: f.form.title })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, `answer-${lang}`);

    // Past the Q&A API's 4096 characters: refused in the page's language, nothing sent.
    const field = page.getByRole("textbox", { name: f.form.text });
    await field.fill("a".repeat(4097));
    await page.getByRole("button", { name: f.form.submit }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/answer-question/);

    const answer = `${lang === "en" ? "Yes, we open on Sundays" : "Sí, abrimos los domingos"} (${stamp})`;
    await field.fill(answer);
    await page.getByRole("button", { name: f.form.submit }).click();
    await expect(toasts(page).getByText(f.form.sent)).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/faq$/);

    // On the simulator's Q&A API as the business's answer, and in the list once sent.
    const { question } = await graphql<{ question: { name: string } }>(page, QUESTION, { id });
    await expect
      .poll(
        async () => merchantAnswer(await simulatorQuestion(page.request, baseURL, question.name)),
        {
          timeout: 30_000,
        },
      )
      .toBe(answer);
    await page.goto(`/apps/faq?q=${stamp}`);
    await expect(page.getByTestId("owner-answer").filter({ hasText: answer })).toBeVisible();

    // An FAQ of the business, asked and answered on two chosen stores.
    await page.goto("/apps/faq");
    await page.locator("#main").getByRole("link", { name: f.newFaq }).click();
    await expect(page).toHaveURL(/\/apps\/faq\/create-faq$/);
    await expect(page.getByRole("heading", { level: 1, name: f.create.title })).toBeVisible();
    const faqQuestion = `${lang === "en" ? "Do you take group bookings?" : "¿Aceptan reservas de grupos?"} ${stamp}`;
    const faqAnswer = lang === "en" ? "Yes, up to 20 people." : "Sí, hasta 20 personas.";
    await page.getByRole("textbox", { name: f.create.question, exact: true }).fill(faqQuestion);
    await page.getByRole("textbox", { name: f.create.answer, exact: true }).fill(faqAnswer);
    await page.getByRole("radio", { name: f.create.chosenStores }).check();
    const choice = LANGS[lang].storeChoice;
    const results = page.getByRole("list", { name: choice.results, exact: true });
    for (let i = 0; i < 2; i++) await results.getByRole("checkbox").nth(i).check();
    await expectAccessible(page);
    await page.getByRole("button", { name: f.create.submit }).click();
    await expect(page).toHaveURL(/\/apps\/faq$/, { timeout: 20_000 });
    const created = f.create.created.match(/other \{(.*)\}\}$/)![1]!.replace("#", "2");
    await expect(toasts(page).getByText(created)).toBeVisible();
    await expect
      .poll(
        async () => {
          const { questions } = await graphql<{
            questions: {
              items: { name: string; text: string; answered: boolean; ownerFaq: boolean }[];
            };
          }>(page, FAQS, { text: faqQuestion });
          return questions.items
            .filter((q) => q.ownerFaq && q.answered && q.text === faqQuestion)
            .map((q) => q.name);
        },
        { timeout: 30_000 },
      )
      .toHaveLength(2);
    const { questions } = await graphql<{
      questions: { items: { name: string; ownerFaq: boolean }[] };
    }>(page, FAQS, { text: faqQuestion });
    const onService = await simulatorQuestion(
      page.request,
      baseURL,
      questions.items.find((q) => q.ownerFaq)!.name,
    );
    expect(onService).toMatchObject({ text: faqQuestion, author: { type: "MERCHANT" } });
    expect(merchantAnswer(onService)).toBe(faqAnswer);
  });
}

test("375 px: two questions answered alike from the selection", async ({ page }) => {
  // The answers wait their turn in the maps quota's window behind the journeys before.
  test.setTimeout(90_000);
  const f = LANGS.en.faq;
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "en");
  await page.goto("/apps/faq?answered=UNANSWERED");
  await expect(page.getByRole("heading", { level: 1, name: f.title })).toBeVisible();
  // A row's box ("Select …"), not the page's ("Select every row on this page").
  const { selectRow, selectPage } = LANGS.en.dataTable.selection;
  const prefix = selectRow.replace("{name}", "");
  const boxes = page.locator("#main").getByRole("checkbox", {
    name: new RegExp(`^${prefix}(?!${selectPage.slice(prefix.length)}$)`),
  });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expectAccessible(page);
  await keepScreenshot(page, "phone-selection");
  await page.getByRole("button", { name: f.bulk.answer }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: f.form.text }).fill(`Thanks for asking! ${stamp}-bulk`);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: f.bulk.submit }).click();
  const sent = f.bulk.sent
    .replace(/\{count, plural, one \{[^}]*\} other \{([^}]*)\}\}/, "$1")
    .replace("#", "2");
  await expect(toasts(page).getByText(sent)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The answers are found by their words once the job has sent them: the list is asked again.
  await expect(async () => {
    await page.goto(`/apps/faq?q=${stamp}-bulk`);
    await expect(page.getByTestId("owner-answer")).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
});

test.describe("against Google", () => {
  let server: ChildProcess | undefined;
  test.afterAll(() => stopGoogleModeServer(server));

  test("the questions page says Q&A is retired, shows the history read-only and sends nothing", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    server = await startGoogleModeServer();
    const context = await browser.newContext({ baseURL: GOOGLE_MODE_URL, locale: "en-US" });
    const page = await context.newPage();
    await signInWithCredentials(page, "manager", "Manager123!");
    await expect(page).toHaveURL(/\/apps\/home$/, { timeout: 30_000 });

    for (const lang of ["en", "es"] as const) {
      const f = LANGS[lang].faq;
      await context.addCookies([{ name: "NEXT_LOCALE", value: lang, url: GOOGLE_MODE_URL }]);
      await page.goto("/apps/faq");
      await expect(page.getByRole("heading", { level: 2, name: f.retired.title })).toBeVisible();
      await expect(page.getByTestId("qanda-retired")).toContainText(f.retired.reuseTitle);
      await expect(page.getByRole("link", { name: f.newFaq })).toHaveCount(0);
      await keepScreenshot(page, `google-${lang}`);
      await expect(
        page.getByRole("link", { name: f.answerLabel.replace("{question}", "") }),
      ).toHaveCount(0);
      await expectAccessible(page);
    }

    const { questions } = await graphql<{
      questions: { items: { id: string; answered: boolean }[] };
    }>(
      page,
      `
        {
          questions(filter: { answered: UNANSWERED }, limit: 1) {
            items {
              id
              answered
            }
          }
        }
      `,
    );
    const id = questions.items[0]!.id;
    await page.goto(`/apps/faq/answer-question?id=${id}`);
    await expect(page.getByTestId("qanda-retired")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await page.goto("/apps/faq/create-faq");
    await expect(page.getByTestId("qanda-retired")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);

    const response = await page.request.post("/api/graphql", {
      headers: { "x-graphql-csrf": "1", connection: "close" },
      data: {
        query: `mutation($id: ID!) { answerQuestion(questionId: $id, text: "Hola") { jobId } }`,
        variables: { id },
      },
    });
    const body = (await response.json()) as {
      errors: { message: string; extensions: { code: string; reason: string } }[];
    };
    expect(body.errors[0]!.extensions).toMatchObject({
      code: "FORBIDDEN",
      reason: "QANDA_RETIRED",
    });
    expect(body.errors[0]!.message).toBe(LANGS.es.faq.errors.QANDA_RETIRED);
    const after = await graphql<{ question: { answered: boolean; ownerAnswer: string | null } }>(
      page,
      `
        query ($id: ID!) {
          question(id: $id) {
            answered
            ownerAnswer
          }
        }
      `,
      { id },
    );
    expect(after.question).toEqual({ answered: false, ownerAnswer: null });
    await context.close();
  });
});
