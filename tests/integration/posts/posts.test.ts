import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobItems, postLocations, posts } from "@/lib/db/schema";
import { simLocations } from "@/lib/maps-simulator/schema";
import { DeletePostMutation, PausePostMutation, PostsListQuery } from "@/lib/posts/operations";
import { codeOf, type StoreEdits } from "@/tests/integration/helpers/store-edits";
import { CREATE, copiesOf, offer, POST, postRow, setUpPosts } from "./posts-fixture";

let s: StoreEdits;

beforeAll(async () => {
  s = await setUpPosts();
}, 60_000);

afterAll(async () => {
  await s?.close();
});

const stored = async () => ({
  posts: (await s.testDb.db.select({ n: count() }).from(posts))[0]!.n,
  copies: (await s.testDb.db.select({ n: count() }).from(postLocations))[0]!.n,
});

describe("publishing posts", () => {
  it("publishes an offer to every store now, each copy live on the maps service with its link", async () => {
    const sent = await s.as("gmbA", CREATE, {
      input: { content: offer(), locationIds: s.f.locationsA.slice(0, 3), mode: "NOW" },
    });
    expect(sent.body.errors).toBeUndefined();
    const post = sent.body.data.createPost;
    expect(post.content.buttonUrl).toBe(
      "https://shop.example.com/friday?utm_source=google&utm_medium=organic&utm_campaign=black-friday",
    );
    await s.waitForJob(post.job.id);
    const read = (await s.as("gmbA", POST, { id: post.id })).body.data.post;
    expect(read).toMatchObject({ status: "LIVE", counts: { total: 3, live: 3, rejected: 0 } });
    for (const copy of read.stores.items) {
      expect(copy.status).toBe("LIVE");
      expect(copy.searchUrl).toMatch(/^https:\/\/local\.google\.com\/place\?id=.+&use=posts/);
    }
    for (const store of s.simStores) {
      const { localPosts = [] } = await s.maps.listLocalPosts("accounts/1001", store);
      const made = localPosts.filter((p) => p.event?.title === "Black Friday");
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        topicType: "OFFER",
        offer: { couponCode: "BF2X1" },
        callToAction: { actionType: "SHOP" },
      });
    }
  });

  it("shows a store's copy the service rejected in red with its reason, and finds it by status", async () => {
    const sent = await s.as("adminA", CREATE, {
      input: {
        content: { type: "BASIC", title: "Call us", description: "Ring 600 123 456 for a table" },
        locationIds: [s.f.locationsA[0]],
        mode: "NOW",
      },
    });
    const post = sent.body.data.createPost;
    await s.waitForJob(post.job.id);
    const read = (await s.as("adminA", POST, { id: post.id })).body.data.post;
    expect(read.status).toBe("REJECTED");
    expect(read.stores.items[0]).toMatchObject({ status: "REJECTED", error: "REJECTED" });
    const found = await s.as("adminA", PostsListQuery, { filter: { statuses: ["REJECTED"] } });
    expect(found.body.data.posts.items.map((p: { id: string }) => p.id)).toEqual([post.id]);
  });

  // A post that reached 2 of 3 stores read "Failed" in the list and "Done" in Jobs.
  it("is partly posted when the service refuses an unverified store, in the list and in Jobs", async () => {
    const unverified = s.simStores[2]!.split("/")[1]!;
    const [sim] = await s.testDb.db
      .select()
      .from(simLocations)
      .where(eq(simLocations.id, unverified));
    const metadata = { ...sim!.data.metadata, canOperateLocalPost: false };
    await s.testDb.db
      .update(simLocations)
      .set({ data: { ...sim!.data, metadata } })
      .where(eq(simLocations.id, unverified));
    try {
      const sent = await s.as("adminA", CREATE, {
        input: {
          content: { type: "BASIC", title: "New menu", description: "Our autumn menu is here" },
          locationIds: s.f.locationsA.slice(0, 3),
          mode: "NOW",
        },
      });
      const post = sent.body.data.createPost;
      await s.waitForJob(post.job.id);
      const read = (await s.as("adminA", POST, { id: post.id })).body.data.post;
      expect(read).toMatchObject({
        status: "PARTLY_LIVE",
        counts: { total: 3, live: 2, fails: 1 },
      });
      expect(read.stores.items[0]).toMatchObject({
        status: "FAILS",
        error: "LOCATION_NOT_VERIFIED",
      });
      const found = await s.as(
        "adminA",
        `{ posts(filter: { statuses: [PARTLY_LIVE] }) { items { id status } } }`,
      );
      expect(found.body.data.posts.items).toEqual([{ id: post.id, status: "PARTLY_LIVE" }]);
      const job = await s.as(
        "adminA",
        `query($id: ID!) { job(id: $id) { outcome done failed total } }`,
        { id: post.job.id },
      );
      expect(job.body.data.job).toEqual({ outcome: "PARTLY_DONE", done: 2, failed: 1, total: 3 });
    } finally {
      await s.testDb.db
        .update(simLocations)
        .set({ data: sim!.data })
        .where(eq(simLocations.id, unverified));
    }
  });

  it("refuses a short title, a past from date and a bad URL, naming each, and writes nothing", async () => {
    const before = await stored();
    const refused = await s.as("adminA", CREATE, {
      input: {
        content: offer({ title: "Abc", validFrom: "2020-01-01T09:00", url: "not a url" }),
        locationIds: s.f.locationsA.slice(0, 1),
        mode: "NOW",
      },
    });
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    const issues = refused.body.errors[0].extensions.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "title", message: "tooShort" },
        { path: "validFrom", message: "fromBeforeToday" },
        { path: "url", message: "invalidUrl" },
      ]),
    );
    const noStores = await s.as("adminA", CREATE, { input: { content: offer(), mode: "NOW" } });
    expect(noStores.body.errors[0].extensions.issues).toEqual([
      { path: "locationIds", message: "storesRequired" },
    ]);
    expect(await stored()).toEqual(before);
  });

  it("plans a post on the tenant's quarter hour, holds it while paused and plans it again", async () => {
    const at = new Date(Date.now() + 60 * 60_000 + 7 * 60_000);
    const sent = await s.as("adminA", CREATE, {
      input: {
        content: { type: "BASIC", title: "Opening soon", description: "New terrace" },
        locationIds: s.f.locationsA.slice(0, 2),
        mode: "SCHEDULE",
        publishAt: at.toISOString(),
      },
    });
    const post = sent.body.data.createPost;
    expect(post.status).toBe("SCHEDULED");
    expect(new Date(post.publishAt).getUTCMinutes() % 15).toBe(0);
    expect(Math.abs(new Date(post.publishAt).getTime() - at.getTime())).toBeLessThanOrEqual(
      7.5 * 60_000,
    );
    const paused = await s.as("adminA", PausePostMutation, {
      id: post.id,
    });
    expect(paused.body.data.pausePost.status).toBe("PAUSED");
    expect((await postRow(s, post.id)).jobId).toBeNull();
    const again = await s.as("adminA", PausePostMutation, {
      id: post.id,
    });
    expect(again.body.errors[0].extensions.issues).toEqual([{ path: "", message: "NOT_PAUSABLE" }]);
    const resumed = await s.as(
      "adminA",
      `mutation($id: ID!) { resumePost(id: $id) { status job { total } } }`,
      { id: post.id },
    );
    expect(resumed.body.data.resumePost).toMatchObject({ status: "SCHEDULED", job: { total: 2 } });
    expect((await copiesOf(s, post.id)).every((c) => c.status === "PENDING")).toBe(true);
  });

  it("waits for the service's review of a post planned long before it goes out", async () => {
    vi.stubEnv("SIM_POST_PROCESSING_MS", "400");
    const sent = await s.as("adminA", CREATE, {
      input: {
        content: { type: "BASIC", title: "Planned long ago", description: "Reviewed at last" },
        locationIds: [s.f.locationsA[1]],
        mode: "SCHEDULE",
        publishAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      },
    });
    const post = sent.body.data.createPost;
    // As if planned two hours ago and due now.
    await s.testDb.db
      .update(postLocations)
      .set({ updatedAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(postLocations.postId, post.id));
    const items = await s.testDb.db.select().from(jobItems).where(eq(jobItems.jobId, post.job.id));
    await s.testDb.executeSql!(
      "update pgboss.job set start_after = now() where data->>'itemId' = $1",
      [items[0]!.id],
    );
    await s.waitForJob(post.job.id);
    vi.stubEnv("SIM_POST_PROCESSING_MS", "0");
    const [copy] = await copiesOf(s, post.id);
    expect(copy!.status).toBe("LIVE");
  });

  it("repeats a post weekly as posts of one series, each offer's dates moved with it", async () => {
    const first = new Date(Date.now() + 24 * 60 * 60_000);
    const until = new Date(first.getTime() + 15 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const sent = await s.as("adminA", CREATE, {
      input: {
        content: offer({ title: "Weekly tasting" }),
        locationIds: s.f.locationsA.slice(0, 1),
        mode: "SCHEDULE",
        publishAt: first.toISOString(),
        recurrence: "WEEKLY",
        repeatUntil: until,
      },
    });
    const post = sent.body.data.createPost;
    expect(post.recurrence).toBe("WEEKLY");
    const series = await s.testDb.db.select().from(posts).where(eq(posts.seriesId, post.seriesId));
    expect(series).toHaveLength(3);
    const froms = series.map((p) => p.content.validFrom).sort();
    expect(froms[1]!.slice(0, 10) > froms[0]!.slice(0, 10)).toBe(true);
  });
});

describe("changing sent posts", () => {
  it("patches every store's copy on an edit and takes them all down on delete", async () => {
    const stores = s.f.locationsA.slice(0, 2);
    const input = { content: offer({ title: "Spring menu" }), locationIds: stores, mode: "NOW" };
    const post = (await s.as("adminA", CREATE, { input })).body.data.createPost;
    await s.waitForJob(post.job.id);
    const names = (await copiesOf(s, post.id)).map((c) => c.localPostName).sort();
    const edited = await s.as(
      "adminA",
      `mutation($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { job { id } } }`,
      { id: post.id, input: { ...input, content: offer({ title: "Summer menu" }) } },
    );
    await s.waitForJob(edited.body.data.updatePost.job.id);
    const copies = await copiesOf(s, post.id);
    expect(copies.map((c) => c.localPostName).sort()).toEqual(names);
    expect(copies.every((c) => c.status === "LIVE" && c.publishedVersion === 2)).toBe(true);
    const patched = await s.maps.getLocalPost(names[0]!);
    expect(patched.event?.title).toBe("Summer menu");

    const deleted = await s.as("adminA", DeletePostMutation, { id: post.id });
    expect(deleted.body.data.deletePost.status).toBe("DELETED");
    await s.waitForJob(deleted.body.data.deletePost.job.id);
    expect((await copiesOf(s, post.id)).every((c) => c.status === "DELETED")).toBe(true);
    await expect(s.maps.getLocalPost(names[0]!)).rejects.toMatchObject({ status: 404 });
  });

  it("keeps the copy an earlier try made when its answer was lost, instead of making a second", async () => {
    const store = s.f.locationsA[2]!;
    const content = { type: "BASIC", title: "Lost answer", description: "Made once only" };
    const draft = (
      await s.as("adminA", CREATE, { input: { content, locationIds: [store], mode: "DRAFT" } })
    ).body.data.createPost;
    // The earlier try: the service made the copy, then the worker died before recording it.
    const made = await s.maps.createLocalPost("accounts/1001", s.simStores[2]!, {
      topicType: "STANDARD",
      summary: "Lost answer\n\nMade once only",
    });
    await s.testDb.db
      .update(postLocations)
      .set({ sendingSince: new Date(Date.now() - 1_000) })
      .where(eq(postLocations.postId, draft.id));
    const sent = await s.as(
      "adminA",
      `mutation($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { job { id } } }`,
      { id: draft.id, input: { content, locationIds: [store], mode: "NOW" } },
    );
    await s.waitForJob(sent.body.data.updatePost.job.id);
    const [copy] = await copiesOf(s, draft.id);
    expect(copy).toMatchObject({ localPostName: made.name, status: "LIVE" });
    const { localPosts = [] } = await s.maps.listLocalPosts("accounts/1001", s.simStores[2]!);
    expect(localPosts.filter((p) => p.summary === made.summary)).toHaveLength(1);
  });
});
