import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { graphql, signInWithMaps } from "./helpers";

// What the reviews, drafts, push, alerts and maps-notifications journeys share: acme's first
// verified store, its owner's maps link, a review as the simulator holds it, and acme's
// account's Pub/Sub notifications turned on or off.

/** The tenant's first verified store, by name. */
export async function firstVerifiedStore(page: Page) {
  const { locations } = await graphql<{
    locations: { items: { id: string; locationName: string }[] };
  }>(
    page,
    `
      {
        locations(limit: 1, sort: { by: locationName }, filter: { verified: COMPLETED }) {
          items {
            id
            locationName
          }
        }
      }
    `,
  );
  return locations.items[0]!;
}

/** acme's owner links the maps account its syncs and replies act with. */
export async function linkOwner(browser: Browser) {
  const owner = await browser.newContext({ locale: "en-US" });
  try {
    await signInWithMaps(await owner.newPage(), "owner@acme.example");
  } finally {
    await owner.close();
  }
}

export type SimReview = {
  name: string;
  reviewReply?: { comment: string; reviewReplyState?: string };
};

/** The review as the simulator's own v4 API answers it to the store's owner. */
export async function simulatorReview(request: APIRequestContext, token: string, name: string) {
  const response = await request.get(`/api/maps-sim/v4/${name}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SimReview;
}

/** acme's account's new-review notifications to `topic`, or none. */
export async function setMapsNotifications(page: Page, topic: string, on: boolean) {
  await graphql(
    page,
    `
      mutation ($topic: String!, $types: [String!]!) {
        updateMapsNotificationSetting(
          account: "accounts/1001"
          pubsubTopic: $topic
          notificationTypes: $types
        ) {
          account
        }
      }
    `,
    { topic: on ? topic : "", types: on ? ["NEW_REVIEW"] : [] },
  );
}
