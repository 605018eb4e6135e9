// Direct messages end to end, in English, in Spanish and at 375 px: a customer writes to an acme
// store through the simulator (its webhook reaches the app over HTTP, signed), the conversation
// shows unread in the list, a quick reply made on the page fills the answer, the answer goes out
// and appears in the simulator's record of the conversation, and the unread badge is gone.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { keepScreenshot } from "./helpers";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import { signInOnce } from "./sign-in-once";

test.describe.configure({ mode: "serial" });

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const SIM_ADMIN_HEADERS = { "x-sim-admin-key": E2E_SIM_ADMIN_KEY };
const stamp = Date.now().toString(36);

/** A customer writes to the first published acme store; answers the simulator's conversation. */
async function customerWrites(request: APIRequestContext, customerName: string, text: string) {
  for (let index = 1; index <= 9; index++) {
    const response = await request.post("/api/maps-sim/_admin/conversations/messages", {
      headers: SIM_ADMIN_HEADERS,
      data: { location: `locations/100100000${index}`, text, customerName },
    });
    if (response.status() === 400) continue;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { conversation: string; webhookStatus: number };
    expect(body.webhookStatus).toBe(200);
    return body.conversation;
  }
  throw new Error("No published acme store in the simulator");
}

async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "admin", "Admin123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

const CASES = [
  { lang: "en", width: 1280 },
  { lang: "es", width: 1280 },
  { lang: "es", width: 375 },
] as const;

for (const { lang, width } of CASES) {
  test(`${lang} at ${width} px: a customer's message is answered and reaches the simulator`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const m = LANGS[lang].directMessages;
    const customer = `Cliente ${lang}${width} ${stamp}`;
    const conversation = await customerWrites(request, customer, `Hola, ¿abren mañana? ${stamp}`);
    await signIn(page, lang);

    // The list: the new conversation, unread.
    await page.goto(`/apps/direct-messages?q=${encodeURIComponent(customer)}`);
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    const item = page.getByTestId("conversation-item").filter({ hasText: customer });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId("unread-badge")).toHaveText("1");
    await expectAccessible(page);
    await keepScreenshot(page, `list-${lang}-${width}`);

    // A quick reply of this run, made on the page.
    const templateName = `Horario ${lang}${width} ${stamp}`;
    await page.getByRole("button", { name: m.templates.new }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: m.templates.name }).fill(templateName);
    await dialog
      .getByRole("textbox", { name: m.templates.body })
      .fill("Hola {firstName}, {storeName} abre a las 9.");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: m.templates.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(templateName)).toBeVisible();

    // The thread: opening it reads it.
    await item.getByRole("link", { name: customer }).click();
    await expect(page).toHaveURL(/\/apps\/direct-messages\/answer-message\?id=/);
    await expect(page.getByRole("heading", { level: 1, name: customer })).toBeVisible();
    await expect(page.getByTestId("thread")).toContainText(`¿abren mañana? ${stamp}`);

    // An empty answer is refused in the page's language; a quick reply fills the box.
    await page.getByRole("button", { name: m.reply.send }).click();
    await expect(page.getByText(m.errors.required)).toBeVisible();
    await page.getByTestId("quick-reply").click();
    await page.getByRole("option", { name: templateName }).click();
    const box = page.getByRole("textbox", { name: m.reply.label });
    await expect(box).toHaveValue(/^Hola Cliente, .+ abre a las 9\.$/);
    const answer = `Sí, abrimos a las 9 (${lang}${width} ${stamp}).`;
    await box.fill(answer);
    await expect(page.getByTestId("reply-counter")).toContainText(String(answer.length));
    await expectAccessible(page);
    await page.getByRole("button", { name: m.reply.send }).click();
    await expect(
      page.locator('[data-testid="thread"] li[data-author="AGENT"]').last(),
    ).toContainText(answer);
    await expect(box).toHaveValue("");
    await keepScreenshot(page, `thread-${lang}-${width}`);

    // The simulator's record holds the answer, as a human representative's.
    const record = await request.get(`/api/maps-sim/_admin/${conversation}/messages`, {
      headers: SIM_ADMIN_HEADERS,
    });
    expect(record.status()).toBe(200);
    const { messages } = (await record.json()) as {
      messages: { text: string; representative: { representativeType: string } }[];
    };
    expect(messages.at(-1)).toMatchObject({
      text: answer,
      representative: { representativeType: "HUMAN" },
    });

    // Back in the list: read, and the answer is the last message.
    await page.getByRole("link", { name: m.thread.back }).click();
    await expect(page).toHaveURL(/\/apps\/direct-messages$/);
    await page.goto(`/apps/direct-messages?q=${encodeURIComponent(customer)}`);
    await expect(item).toContainText(answer);
    await expect(item.getByTestId("unread-badge")).toHaveCount(0);
  });
}
