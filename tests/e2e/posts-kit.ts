// What the posts journeys share: both languages' messages, the signed-in manager, verified
// stores and posts created through the API.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { graphql, waitForHydration } from "./helpers";
import { signInOnce } from "./sign-in-once";

export type Messages = Record<"posts" | "media", Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
export const MESSAGES: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
export const stamp = Date.now().toString(36);

export async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "manager", "Manager123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

/**
 * Opens the post form (with `query`, e.g. `?post=<id>`) and waits until React has hydrated its
 * buttons: a click on Next before that submits the bare form and opens a new post instead.
 */
export async function openPostForm(page: Page, query = "") {
  await page.goto(`/apps/new-post${query}`);
  await waitForHydration(page, "main form button");
}

export type Store = { id: string; _id: string };

/** Verified stores: only those show posts on the maps service. */
export async function verifiedStores(page: Page, count: number): Promise<Store[]> {
  const { locations } = await graphql<{ locations: { items: Store[] } }>(
    page,
    "query Verified($limit: Int) { locations(filter: { verified: COMPLETED }, limit: $limit) { items { id _id } } }",
    { limit: count },
  );
  expect(locations.items).toHaveLength(count);
  return locations.items;
}

export async function createPost(page: Page, input: Record<string, unknown>) {
  const { createPost } = await graphql<{ createPost: { id: string; status: string } }>(
    page,
    "mutation Create($input: PostInput!) { createPost(input: $input) { id status } }",
    { input },
  );
  return createPost;
}

export const translator = (lang: "en" | "es") =>
  createTranslator({ locale: lang, messages: MESSAGES[lang] as never });
