// The posts tests' set-up: the store edits' two tenants, simulator and workers, with posts that
// settle at once on the simulator and are read again quickly, and the GraphQL documents they send.
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { memberSettings, postLocations, posts, roles, userRoles, users } from "@/lib/db/schema";
import { tokenFor } from "@/tests/integration/helpers/graphql-fixtures";
import "@/lib/posts/job-kinds";
import { PostDetailQuery } from "@/lib/posts/operations";
import { setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

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

export const POST = PostDetailQuery;

/** The store edits' set-up plus `gmbA`: a user of tenant A with only GMB, the post section's role. */
export async function setUpPosts(): Promise<StoreEdits> {
  const s = await setUpStoreEdits({ stores: 3, workers: 1 });
  const { db } = s.testDb;
  const [role] = await db.insert(roles).values({ name: "GMB" }).returning();
  const [gmb] = await db
    .insert(users)
    .values({
      tenantId: s.f.tenantA,
      kind: "storeplus",
      email: "gmb-posts@alpha.test",
      firstName: "gmbA",
      lastName: "TenantA",
      isStoreplusUser: true,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: gmb!.id, roleId: role!.id });
  await db.insert(memberSettings).values({ userId: gmb!.id, tenantId: s.f.tenantA });
  s.tokens.gmbA = await tokenFor(db, gmb!.id);
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
