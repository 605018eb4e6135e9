import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { MAX_LENGTH } from "@/lib/constants";
import { graphql, signInWithCredentials, simulatorAccessToken } from "./helpers";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import { firstVerifiedStore, linkOwner, simulatorReview } from "./review-fixtures";

// The reviews inbox end to end: reviews made in the simulated maps service arrive by a sync,
// replies reach the service's own API, its moderation comes back, and an automatic-reply rule
// answers new five-star reviews after its delay (the e2e server runs a "minute" of the delay in
// AUTO_REPLY_MINUTE_MS, and the simulator moderates at once: MAPS_SIM_MODERATION_MS=0).

const SIM_ADMIN_HEADERS = { "x-sim-admin-key": E2E_SIM_ADMIN_KEY };
const stamp = Date.now().toString(36);

async function simulateReview(
  request: APIRequestContext,
  location: string,
  review: { stars: number; comment: string; reviewer: string },
): Promise<string> {
  const response = await request.post("/api/maps-sim/_admin/reviews", {
    headers: SIM_ADMIN_HEADERS,
    data: {
      location,
      starRating: review.stars,
      comment: review.comment,
      reviewer: { displayName: review.reviewer },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { name: string }).name;
}

function reviewItem(page: Page, text: string) {
  return page.getByTestId("review-item").filter({ hasText: text });
}

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

let token = "";
let store: { id: string; locationName: string };
const names = { slow: "", thanksA: "", thanksB: "" };

test("a manager answers new reviews by hand and by rule, in English on a desktop", async ({
  browser,
  baseURL,
}) => {
  await linkOwner(browser);
  const context = await browser.newContext({
    locale: "en-US",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  token = await simulatorAccessToken(page.request, baseURL!, "sim-owner-acme");
  await signInWithCredentials(page, "manager", "Manager123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  store = await firstVerifiedStore(page);

  // Templates: one written in the Templates tab, one through the API.
  await page.goto("/apps/reviews?tab=templates");
  await page.getByRole("button", { name: "New template" }).click();
  const editor = page.getByRole("dialog");
  await editor.getByLabel("Template name").fill(`Thanks A ${stamp}`);
  // A placeholder that is not a variable is named at once, marked in the preview, and not saved.
  await editor.getByLabel("Text").fill("Thank you {nombre} for visiting {storeName}!");
  const unknown =
    "{nombre} is not a variable: the reviewer would read it as written. The variables are {firstName}, {storeName}, {city}.";
  await expect(editor.getByText(unknown)).toBeVisible();
  await expect(editor.getByTestId("template-preview-unknown")).toHaveText("{nombre}");
  await editor.getByRole("button", { name: "Create template" }).click();
  await expect(editor.getByText(unknown)).toBeVisible();
  await expect(editor.getByLabel("Text")).toHaveAttribute("aria-invalid", "true");
  await editor.getByLabel("Text").fill("Thank you {firstName} for visiting {storeName}!");
  await expect(editor.getByText(unknown)).toBeHidden();
  await editor.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByText(`Template "Thanks A ${stamp}" created`)).toBeVisible();
  const { reviewTemplates } = await graphql<{ reviewTemplates: { id: string; name: string }[] }>(
    page,
    `
      {
        reviewTemplates {
          id
          name
        }
      }
    `,
  );
  const first = reviewTemplates.find((t) => t.name === `Thanks A ${stamp}`)!;
  const { createReviewTemplate: second } = await graphql<{ createReviewTemplate: { id: string } }>(
    page,
    `
      mutation ($input: ReviewTemplateInput!) {
        createReviewTemplate(input: $input) {
          id
        }
      }
    `,
    {
      input: { name: `Thanks B ${stamp}`, body: "{firstName}, we are glad you liked it. See you!" },
    },
  );

  // The rule: five stars with text, both templates in turn, one "minute" of delay.
  await page.goto("/apps/reviews?tab=auto-replies");
  await graphql(
    page,
    `
      mutation ($input: AutoReplySettingsInput!) {
        updateAutoReplySettings(input: $input) {
          enabled
        }
      }
    `,
    {
      input: {
        enabled: true,
        delayMinutes: 1,
        rules: [{ rating: 5, withComment: true, templateIds: [first.id, second.id] }],
      },
    },
  );
  await page.reload();
  await expect(page.getByRole("switch", { name: "Send automatic replies" })).toBeChecked();
  await expect(page.getByTestId("auto-reply-rule")).toHaveCount(1);

  // Customers write three reviews; Sync now brings them into the inbox.
  await page.goto(`/apps/reviews?q=${stamp}`);
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByText(/Reviews synced|The sync has ended/).first()).toBeVisible({
    timeout: 60_000,
  });
  names.slow = await simulateReview(page.request, store.id, {
    stars: 2,
    comment: `Slow service today ${stamp}`,
    reviewer: "Pedro Gomez",
  });
  names.thanksA = await simulateReview(page.request, store.id, {
    stars: 5,
    comment: `Lovely staff ${stamp}`,
    reviewer: "Lucia Perez",
  });
  names.thanksB = await simulateReview(page.request, store.id, {
    stars: 5,
    comment: `Great coffee ${stamp}`,
    reviewer: "Marco Rossi",
  });
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByText(/Reviews synced: [1-9]\d* new/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("review-item")).toHaveCount(3);
  await expect(
    page.getByRole("banner").getByRole("button", { name: /Notifications, \d+ unread/ }),
  ).toBeVisible();

  // A reply over 400 characters is refused in place and nothing reaches the service.
  const slow = reviewItem(page, "Slow service today");
  await slow.getByRole("button", { name: "Reply to Pedro Gomez", exact: true }).click();
  const dialog = page.getByRole("dialog");
  const box = dialog.getByLabel("Reply", { exact: true });
  await box.fill("x".repeat(MAX_LENGTH.reviewReply + 1));
  await expect(dialog.getByTestId("reply-counter")).toHaveText("401 / 400 (1 character too many)");
  await expect(dialog.getByTestId("reply-counter")).toHaveClass(/text-destructive/);
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog.getByText("At most 400 characters")).toBeVisible();
  // A placeholder in a reply would be sent as written: refused before it leaves.
  await box.fill("Sorry {nombre}, we are on it.");
  await expect(dialog.getByText(/^\{nombre\} is not a variable/)).toBeVisible();
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog.getByText(/^\{nombre\} is not a variable/)).toBeVisible();
  expect((await simulatorReview(page.request, token, names.slow)).reviewReply).toBeUndefined();

  // A proper reply is sent as a job and lands in the simulator.
  await box.fill("Sorry for the wait, Pedro. We have added staff at lunchtime.");
  await expect(dialog.getByTestId("reply-counter")).toHaveText(/^\d+ \/ 400$/);
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog.getByText("Reply sent to Google.")).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect
    .poll(async () => (await simulatorReview(page.request, token, names.slow)).reviewReply?.comment)
    .toBe("Sorry for the wait, Pedro. We have added staff at lunchtime.");

  // A reply with an e-mail address is rejected by the service's moderation, with its reason.
  await slow.getByRole("button", { name: "Edit reply to Pedro Gomez" }).click();
  await dialog.getByLabel("Reply", { exact: true }).fill("Write to help@acme.example, Pedro.");
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog.getByText("Reply sent to Google.")).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Done" }).click();
  // The service answers a reply PENDING; the next sync reads its moderation.
  await expect(slow.getByTestId("review-reply")).toContainText("Pending review by Google");
  // Sent again if the list's refresh replaced the button under the first click: the sync is seen
  // to start (or to have ended already).
  await expect(async () => {
    await page.getByRole("button", { name: "Sync now" }).click({ timeout: 2_000 });
    await expect(
      page
        .getByText(/Reading new reviews from Google|Reviews synced|Another sync is running/)
        .first(),
    ).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(slow.getByTestId("reply-policy")).toContainText("personal information", {
    timeout: 60_000,
  });

  // The rule answers both five-star reviews after its delay, each with the other template.
  const automatic = async (name: string) =>
    (await simulatorReview(page.request, token, name)).reviewReply?.comment ?? null;
  await expect.poll(() => automatic(names.thanksA), { timeout: 60_000 }).not.toBeNull();
  await expect.poll(() => automatic(names.thanksB), { timeout: 60_000 }).not.toBeNull();
  const replies = [await automatic(names.thanksA), await automatic(names.thanksB)];
  expect(replies).toContainEqual(expect.stringMatching(/^Thank you (Lucia|Marco) for visiting /));
  expect(replies).toContainEqual(expect.stringMatching(/^(Lucia|Marco), we are glad you liked it/));
  expect(replies[0]).not.toBe(replies[1]);
  await page.goto("/apps/reviews?tab=auto-replies");
  const record = page.getByTestId("auto-reply-record").filter({ hasText: "Review by Lucia Perez" });
  await expect(record).toBeVisible();
  // The record opens its review in the inbox.
  await record.getByRole("link", { name: "Review by Lucia Perez" }).click();
  await expect(page).toHaveURL(/infoUrl=/);
  await expect(page.getByTestId("review-item")).toHaveCount(1);
  await expect(reviewItem(page, "Lovely staff")).toBeVisible();

  // Automatic replies off again, so other journeys see a quiet tenant.
  await graphql(
    page,
    `
      mutation ($input: AutoReplySettingsInput!) {
        updateAutoReplySettings(input: $input) {
          enabled
        }
      }
    `,
    { input: { enabled: false, delayMinutes: 1, rules: [] } },
  );
  await context.close();
});

test("a reviews-only user does the same in Spanish on a phone; a stores-only user gets nothing", async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: /credenciales/i }).click();
  await page.getByLabel("Usuario").fill("reviews");
  await page.getByLabel("Contraseña", { exact: true }).fill("Reviews123!");
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/apps/reviews?q=${stamp}`);
  await expect(page.getByRole("heading", { level: 1, name: "Reseñas" })).toBeVisible();
  const thanks = reviewItem(page, "Lovely staff");
  await expect(thanks.getByTestId("review-reply")).toContainText("Automática");
  const slow = reviewItem(page, "Slow service today");
  // The moderation's refusal of the manager's reply, in Spanish.
  await expect(slow.getByTestId("reply-policy")).toContainText("contiene datos personales");

  // A new review reaches this user's inbox and bell too (searched without its accent).
  const nueva = await simulateReview(page.request, store.id, {
    stars: 3,
    comment: `Atención correcta ${stamp}`,
    reviewer: "Ana Diaz",
  });
  await page.getByRole("button", { name: "Sincronizar ahora" }).click();
  await expect(page.getByText(/Reseñas sincronizadas: [1-9]\d* nuevas/)).toBeVisible({
    timeout: 60_000,
  });
  await page.goto(`/apps/reviews?q=atencion+${stamp}`);
  await expect(page.getByTestId("review-item")).toHaveCount(1);
  await expect(
    page.getByRole("banner").getByRole("button", { name: /Notificaciones, \d+ sin leer/ }),
  ).toBeVisible();

  // Over 400 characters is refused in Spanish and nothing is sent.
  const fresh = reviewItem(page, "Atención correcta");
  await fresh.getByRole("button", { name: "Responder a Ana Diaz", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByLabel("Respuesta", { exact: true })
    .fill("x".repeat(MAX_LENGTH.reviewReply + 1));
  await dialog.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(dialog.getByText("Máximo 400 caracteres")).toBeVisible();
  expect((await simulatorReview(page.request, token, nueva)).reviewReply).toBeUndefined();

  // Templates and automatic replies are this user's to manage as well.
  await page.goto("/apps/reviews?tab=templates");
  await page.getByRole("button", { name: "Nueva plantilla" }).click();
  const editor = page.getByRole("dialog");
  await editor.getByLabel("Nombre de la plantilla").fill(`Gracias ${stamp}`);
  // {nombre} reads as a variable to a Spanish writer, but the variables have one name each.
  await editor
    .getByLabel("Texto", { exact: true })
    .fill("¡Gracias {nombre} por visitar {storeName}!");
  const desconocida =
    "{nombre} no es una variable: quien escribió la reseña la leería tal cual. Las variables son {firstName}, {storeName}, {city}.";
  await expect(editor.getByText(desconocida)).toBeVisible();
  await editor.getByRole("button", { name: "Crear plantilla" }).click();
  await expect(editor.getByText(desconocida)).toBeVisible();
  await expect(page.getByText(`Plantilla «Gracias ${stamp}» creada`)).toBeHidden();
  await editor
    .getByLabel("Texto", { exact: true })
    .fill("¡Gracias {firstName} por visitar {storeName}!");
  await editor.getByRole("button", { name: "Crear plantilla" }).click();
  await expect(page.getByText(`Plantilla «Gracias ${stamp}» creada`)).toBeVisible();
  await page.goto("/apps/reviews?tab=auto-replies");
  await expect(page.getByRole("switch", { name: "Enviar respuestas automáticas" })).toBeVisible();

  await page.goto(`/apps/reviews?q=${stamp}`);
  await slow.getByRole("button", { name: "Editar respuesta a Pedro Gomez" }).click();
  await dialog.getByLabel("Respuesta", { exact: true }).fill("Perdón por la espera, Pedro.");
  await dialog.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(dialog.getByText("Respuesta enviada a Google.")).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await simulatorReview(page.request, token, names.slow)).reviewReply?.comment)
    .toBe("Perdón por la espera, Pedro.");
  await context.close();

  // A STORE-only user: no inbox, and the API refuses the reviews.
  const storesOnly = await browser.newContext({ locale: "en-US" });
  const other = await storesOnly.newPage();
  await signInWithCredentials(other, "stores", "Stores123!");
  await expect(other).not.toHaveURL(/\/login/);
  await other.goto("/apps/reviews");
  await expect(other).toHaveURL(/\/pages\/errors\/error-404/);
  const response = await other.request.post("/api/graphql", {
    headers: { "x-graphql-csrf": "1" },
    data: { query: "{ reviews { total } }" },
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  await storesOnly.close();
});
