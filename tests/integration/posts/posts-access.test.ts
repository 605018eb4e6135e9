import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { locations, workspaceLocations, workspaces } from "@/lib/db/schema";
import { codeOf, type StoreEdits } from "@/tests/integration/helpers/store-edits";
import {
  DeletePostTemplateMutation,
  PostFormAudienceQuery,
  PostFormLocationsQuery,
  PostsListQuery,
  PostTemplatesQuery,
} from "@/lib/posts/operations";
import { CREATE, offer, POST, setUpPosts } from "./posts-fixture";

let s: StoreEdits;
let postId: string;

beforeAll(async () => {
  s = await setUpPosts();
  const draft = await s.as("adminA", CREATE, {
    input: { content: offer(), locationIds: s.f.locationsA.slice(0, 1), mode: "DRAFT" },
  });
  postId = draft.body.data.createPost.id;
}, 60_000);

afterAll(async () => {
  await s?.close();
});

const TEMPLATE = /* GraphQL */ `
  mutation Template($input: PostTemplateInput!) {
    createPostTemplate(input: $input) {
      id
      name
      content {
        type
        title
      }
    }
  }
`;

describe("posts are the tenant's and the post section's", () => {
  it("lets GMB and ADMIN users in and keeps REVIEWS and STORE users out", async () => {
    expect((await s.as("gmbA", POST, { id: postId })).body.data.post.id).toBe(postId);
    for (const user of ["reviewsA", "storeA"]) {
      expect(codeOf(await s.as(user, POST, { id: postId }))).toBe("FORBIDDEN");
      const create = await s.as(user, CREATE, {
        input: { content: offer(), locationIds: s.f.locationsA.slice(0, 1), mode: "DRAFT" },
      });
      expect(codeOf(create)).toBe("FORBIDDEN");
    }
  });

  it("shows and changes nothing of another tenant's posts, nor sends to its stores", async () => {
    expect((await s.as("adminB", POST, { id: postId })).body.data.post).toBeNull();
    const listed = await s.as("adminB", PostsListQuery);
    expect(listed.body.data.posts.total).toBe(0);
    for (const mutation of ["deletePost", "pausePost", "resumePost", "retryPost"]) {
      const answer = await s.as("adminB", `mutation($id: ID!) { ${mutation}(id: $id) { id } }`, {
        id: postId,
      });
      expect(codeOf(answer)).toBe("NOT_FOUND");
    }
    const toForeignStores = await s.as("adminB", CREATE, {
      input: { content: offer(), locationIds: s.f.locationsA.slice(0, 2), mode: "NOW" },
    });
    expect(toForeignStores.body.errors[0].extensions.issues).toEqual([
      { path: "locationIds", message: "storesRequired" },
    ]);
    expect((await s.as("adminA", POST, { id: postId })).body.data.post.status).toBe("CREATED");
  });

  it("keeps templates per tenant, with names unique whatever the case", async () => {
    const made = await s.as("gmbA", TEMPLATE, {
      input: { name: "Friday offer", content: offer() },
    });
    expect(made.body.data.createPostTemplate.content).toEqual({
      type: "OFFER",
      title: "Black Friday",
    });
    const twice = await s.as("adminA", TEMPLATE, {
      input: { name: "friday OFFER", content: offer() },
    });
    expect(twice.body.errors[0].extensions.issues).toEqual([
      { path: "name", message: "templateNameTaken" },
    ]);
    const id = made.body.data.createPostTemplate.id;
    expect((await s.as("adminB", PostTemplatesQuery)).body.data.postTemplates).toEqual([]);
    const foreign = await s.as("adminB", DeletePostTemplateMutation, {
      id,
    });
    expect(codeOf(foreign)).toBe("NOT_FOUND");
    const own = (await s.as("adminA", PostTemplatesQuery)).body.data.postTemplates;
    expect(own.map((template: { id: string }) => template.id)).toEqual([id]);
  });
});

describe("posts of the selected workspace", () => {
  it("lists the posts going to a store of the workspace; the default workspace lists every post", async () => {
    const second = s.f.locationsA[1]!;
    const { db } = s.testDb;
    const [workspace] = await db
      .insert(workspaces)
      .values({ tenantId: s.f.tenantA, name: "North", description: "Northern stores" })
      .returning();
    await db
      .insert(workspaceLocations)
      .values({ workspaceId: workspace!.id, locationId: second!, tenantId: s.f.tenantA });
    const toSecond = await s.as("adminA", CREATE, {
      input: { content: offer({ title: "North only" }), locationIds: [second], mode: "DRAFT" },
    });
    const ids = async (workspaceId: string | null) =>
      (await s.as("adminA", PostsListQuery, { filter: { workspaceId } })).body.data.posts.items.map(
        (p: { id: string }) => p.id,
      );
    expect(await ids(workspace!.id)).toEqual([toSecond.body.data.createPost.id]);
    expect(await ids(null)).toEqual(
      expect.arrayContaining([postId, toSecond.body.data.createPost.id]),
    );
  });
});

// The post store chooser showed neither a store's verification nor the stores list's label and
// city filters, and nothing counted the stores the maps service would refuse before posting.
describe("the post store chooser", () => {
  type Option = { id: string; locality: string; verified: string | null };
  const choose = async (filters?: unknown[]) =>
    (await s.as("adminA", PostFormLocationsQuery, { filters, limit: 20 })).body.data
      .postLocations as Option[];

  it("shows each store's verification and filters by label and city like the stores list", async () => {
    const all = await choose();
    const stored = await s.testDb.db
      .select({ id: locations.id, verified: locations.verified })
      .from(locations)
      .where(eq(locations.tenantId, s.f.tenantA));
    expect(all.map(({ id, verified }) => ({ id, verified }))).toEqual(
      expect.arrayContaining(stored),
    );
    expect(all.some((o) => o.verified === "PENDING")).toBe(true);
    const palermo = await choose([{ column: "locality", type: "contains", word: "palermo" }]);
    expect(palermo.length).toBeGreaterThan(0);
    expect(palermo.every((o) => o.locality === "Palermo")).toBe(true);
    expect(palermo.length).toBeLessThan(all.length);
    const labelled = await choose([{ column: "labels", type: "endsWith", word: "-label" }]);
    expect(labelled.length).toBe(all.length);
    expect(await choose([{ column: "labels", type: "contains", word: "no-such-label" }])).toEqual(
      [],
    );
    const other = await s.as("adminA", PostFormLocationsQuery, {
      filters: [{ column: "storeCode", type: "contains", word: "x" }],
      limit: 20,
    });
    expect(codeOf(other)).toBe("BAD_USER_INPUT");
  });

  it("counts the stores a post goes to and the unverified among them, in the caller's tenant", async () => {
    const ids = s.f.locationsA.slice(0, 3);
    expect(
      (await s.as("adminA", PostFormAudienceQuery, { locationIds: ids })).body.data.postAudience,
    ).toEqual({
      stores: 3,
      unverified: 1,
    });
    expect(
      (await s.as("adminB", PostFormAudienceQuery, { locationIds: ids })).body.data.postAudience,
    ).toEqual({
      stores: 0,
      unverified: 0,
    });
    expect(codeOf(await s.as("reviewsA", PostFormAudienceQuery, { locationIds: ids }))).toBe(
      "FORBIDDEN",
    );
  });
});
