// The posts tests' set-up: the store edits' two tenants, simulator and workers, with posts that
// settle at once on the simulator and are read again quickly, and the GraphQL documents they send.
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { postLocations, posts } from "@/lib/db/schema";
import "@/lib/posts/job-kinds";
import { setUpStoreEdits, type StoreEdits } from "./helpers/store-edits";

export const CREATE = /* GraphQL */ `
  mutation Create($input: PostInput!) {
    createPost(input: $input) {
      id
      status
      publishAt
      seriesId
      recurrence
      content {
        type
        title
        summary
        buttonUrl
        validFrom
        validTo
      }
      counts {
        total
        live
        rejected
        pending
      }
      job {
        id
        total
      }
    }
  }
`;

export const POST = /* GraphQL */ `
  query Post($id: ID!) {
    post(id: $id) {
      id
      status
      counts {
        total
        live
        rejected
        fails
        deleted
      }
      stores(limit: 100) {
        total
        items {
          locationId
          status
          searchUrl
          localPostName
          error
        }
      }
    }
  }
`;

export const CHANGE = /* GraphQL */ `
  mutation Change($id: ID!) {
    pausePost(id: $id) {
      id
      status
    }
  }
`;

export async function setUpPosts(): Promise<StoreEdits> {
  const s = await setUpStoreEdits({ stores: 3, workers: 1 });
  vi.stubEnv("SIM_POST_PROCESSING_MS", "0");
  vi.stubEnv("POST_STATE_POLL_MS", "50");
  return s;
}

/** An offer's content with its button; `extra` overrides. */
export function offer(extra: Record<string, unknown> = {}) {
  const year = new Date().getUTCFullYear() + 1;
  return {
    type: "OFFER",
    title: "Black Friday",
    description: "Two for one on every coffee",
    validFrom: `${year}-01-10T09:00`,
    validTo: `${year}-01-20T21:00`,
    couponCode: "BF2X1",
    actionType: "SHOP",
    url: "https://shop.example.com/friday",
    utmValue: "black-friday",
    ...extra,
  };
}

/** The post's copies as stored. */
export function copiesOf(s: StoreEdits, postId: string) {
  return s.testDb.db.select().from(postLocations).where(eq(postLocations.postId, postId));
}

export async function postRow(s: StoreEdits, postId: string) {
  const [row] = await s.testDb.db.select().from(posts).where(eq(posts.id, postId));
  return row!;
}
