// What the simulator's localPosts refuses, as Google does: posts that break the service's rules
// (each refusal naming its field), photos outside the media guidelines, a call button for a
// store without a phone, unverified stores, other owners' stores and queued failures.
import { describe, expect, it } from "vitest";
import type { LocalPostInput } from "@/lib/maps/types";
import { simCall } from "@/tests/integration/helpers/maps-sim";
import { noise, serve } from "./maps-media-fixture";
import {
  eventPost,
  FILES,
  photoAt,
  publishedIds,
  refusal,
  sim,
  standardPost,
  unpublished,
  withPostsSimulator,
} from "./maps-posts-fixture";

withPostsSimulator();

const location = () => publishedIds[4]!;

/** The 400 INVALID_ARGUMENT a post gets, blaming `field` in its details and its message. */
async function refusedAt(field: string, post: unknown) {
  const error = await refusal(sim.acme.createLocalPost("1001", location(), post as LocalPostInput));
  expect(error).toMatchObject({ status: 400, googleStatus: "INVALID_ARGUMENT" });
  expect(error.fieldViolations.map((v) => v.field)).toEqual([field]);
  expect(error.message).toContain(field);
  return error;
}

const schedule = eventPost("x").event!.schedule;

/** A published store that is not a duplicate (duplicates cannot be edited), other than location(). */
async function editableStore(): Promise<string> {
  for (const id of publishedIds.slice(5)) {
    const { metadata } = await sim.acme.getLocation(`locations/${id}`, "metadata");
    if (!metadata?.duplicateLocation) return id;
  }
  throw new Error("no editable published store");
}

describe("v4 local posts: refusals", () => {
  it("refuses a post that breaks the service's rules, naming the field", async () => {
    await refusedAt("topicType", { summary: "No type" });
    await refusedAt("topicType", { topicType: "NEWS", summary: "Unknown type" });
    await refusedAt("summary", { topicType: "STANDARD" });
    await refusedAt("summary", standardPost("x".repeat(1501)));
    await refusedAt("event", { topicType: "EVENT", summary: "No event" });
    await refusedAt("event.title", { topicType: "EVENT", event: { schedule } });
    await refusedAt("event.title", eventPost("x".repeat(59)));
    await refusedAt("event.schedule", { topicType: "OFFER", event: { title: "No dates" } });
    await refusedAt("event.schedule.endDate", {
      topicType: "EVENT",
      event: { title: "Half", schedule: { startDate: schedule.startDate } },
    });
    await refusedAt("event", standardPost("News with dates", { event: { title: "x", schedule } }));
    await refusedAt("offer", standardPost("Not an offer", { offer: { couponCode: "SAVE" } }));
    await refusedAt("offer.redeemOnlineUrl", {
      topicType: "OFFER",
      event: { title: "Sale", schedule },
      offer: { redeemOnlineUrl: "shop.example.com" },
    });
    await refusedAt(
      "callToAction.url",
      standardPost("No address", { callToAction: { actionType: "BOOK" } }),
    );
    await refusedAt(
      "callToAction.url",
      standardPost("Bad address", {
        callToAction: { actionType: "ORDER", url: "ftp://x.example" },
      }),
    );
    await refusedAt("callToAction.actionType", {
      ...standardPost("Bad button"),
      callToAction: { actionType: "GET_DIRECTIONS", url: "https://shop.example.com" },
    });
    expect(await sim.acme.listLocalPosts("1001", location())).toEqual({});
  });

  it("refuses an event that ends before it starts", async () => {
    const start = { year: 2031, month: 6, day: 2 };
    const error = await refusedAt("event.schedule", {
      topicType: "EVENT",
      event: { title: "Backwards", schedule: { startDate: start, endDate: { ...start, day: 1 } } },
    });
    expect(error.message).toMatch(/end is before the start/);
    const sameDay = {
      startDate: start,
      startTime: { hours: 18 },
      endDate: start,
      endTime: { hours: 9 },
    };
    await refusedAt(
      "event.schedule",
      eventPost("Backwards", { event: { title: "Late", schedule: sameDay } }),
    );
  });

  it("refuses more than 10 photos, videos, and photos outside the media guidelines", async () => {
    const photo = await photoAt("/post-ok.jpg");
    const many = Array.from({ length: 11 }, () => ({ mediaFormat: "PHOTO", sourceUrl: photo.url }));
    await refusedAt("media", standardPost("Too many", { media: many as LocalPostInput["media"] }));
    const video = [{ mediaFormat: "VIDEO", sourceUrl: `${FILES}/tour.mp4` }];
    await refusedAt("media[0].mediaFormat", { ...standardPost("A video"), media: video });
    const small = serve(
      "/post-small.jpg",
      await noise(100, 100).jpeg({ quality: 100 }).toBuffer(),
      "image/jpeg",
    );
    const webp = serve("/post.webp", await noise(600, 600).webp().toBuffer(), "image/webp");
    const cases: [string, RegExp][] = [
      [small, /250x250/],
      [webp, /JPEG or PNG/],
      [`${FILES}/missing.jpg`, /Fetching image failed/],
    ];
    for (const [sourceUrl, why] of cases) {
      const error = await refusedAt(
        "media[1].sourceUrl",
        standardPost("Second photo is bad", {
          media: [
            { mediaFormat: "PHOTO", sourceUrl: photo.url },
            { mediaFormat: "PHOTO", sourceUrl },
          ],
        }),
      );
      expect(error.message).toMatch(why);
    }
    expect(await sim.acme.listLocalPosts("1001", location())).toEqual({});
  });

  it("refuses a CALL button for a store without a primary phone, and unverified stores", async () => {
    const store = await editableStore();
    const call = standardPost("Ring us", { callToAction: { actionType: "CALL" } });
    const withPhone = await sim.acme.createLocalPost("1001", store, call);
    expect(withPhone.callToAction).toEqual({ actionType: "CALL" });
    await sim.acme.patchLocation(`locations/${store}`, {}, { updateMask: ["phoneNumbers"] });
    const noPhone = await refusal(sim.acme.createLocalPost("1001", store, call));
    expect(noPhone).toMatchObject({ status: 400, googleStatus: "FAILED_PRECONDITION" });
    expect(noPhone.message).toMatch(/primary phone/);

    const unverified = await refusal(
      sim.acme.createLocalPost("1001", unpublished, standardPost("Hello")),
    );
    expect(unverified).toMatchObject({ status: 400, googleStatus: "FAILED_PRECONDITION" });
  });

  it("refuses a patch with a bad mask, or one that leaves the post invalid", async () => {
    const post = await sim.acme.createLocalPost("1001", location(), standardPost("Patch me"));
    const badMask = await refusal(sim.acme.patchLocalPost(post.name, {}, []));
    expect(badMask.fieldViolations[0]?.field).toBe("update_mask");
    const outputOnly = await refusal(
      sim.acme.patchLocalPost(post.name, {}, ["state" as "summary"]),
    );
    expect(outputOnly.fieldViolations[0]?.description).toMatch(/output only/);
    const cleared = await refusal(sim.acme.patchLocalPost(post.name, {}, ["summary"]));
    expect(cleared.fieldViolations[0]?.field).toBe("summary");
    expect((await sim.acme.getLocalPost(post.name)).summary).toBe("Patch me");
    await sim.acme.deleteLocalPost(post.name);
  });

  it("refuses other owners' stores and posts, and answers queued failures", async () => {
    const post = await sim.acme.createLocalPost("1001", location(), standardPost("Mine"));
    const foreign = await refusal(
      sim.globex.createLocalPost("1001", location(), standardPost("Not yours")),
    );
    expect(foreign).toMatchObject({ status: 403, googleStatus: "PERMISSION_DENIED" });
    expect(await refusal(sim.globex.getLocalPost(post.name))).toMatchObject({ status: 403 });
    expect(await refusal(sim.globex.deleteLocalPost(post.name))).toMatchObject({ status: 403 });
    expect(await refusal(sim.globex.listLocalPosts("1001", location()))).toMatchObject({
      status: 403,
    });
    // Globex's own account does not hold acme's store: the path names no location of it.
    const elsewhere = post.name.replace("accounts/1001/", "accounts/1002/");
    expect(await refusal(sim.globex.getLocalPost(elsewhere))).toMatchObject({ status: 404 });

    const fault = await simCall("POST", "_admin/faults", {
      admin: true,
      body: { location: location(), status: 503, method: "POST" },
    });
    expect(fault.status).toBe(200);
    const down = await refusal(sim.acme.createLocalPost("1001", location(), standardPost("Later")));
    expect(down).toMatchObject({ status: 503, googleStatus: "UNAVAILABLE" });
    expect((await sim.acme.listAllLocalPosts("1001", location())).map((p) => p.name)).toEqual([
      post.name,
    ]);
  });
});
