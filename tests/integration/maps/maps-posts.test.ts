// The maps simulator's v4 local posts through the product's client: create, list, get, patch and
// delete in Google's shapes, photos fetched and served, the review that keeps a post PROCESSING
// before it goes LIVE or is REJECTED, paging, and the admin listing.
import { describe, expect, it, vi } from "vitest";
import { simCall } from "@/tests/integration/helpers/maps-sim";
import {
  bytesAt,
  eventPost,
  photoAt,
  placeIdOf,
  publishedIds,
  refusal,
  searchUrlOf,
  settled,
  sim,
  standardPost,
  withPostsSimulator,
} from "./maps-posts-fixture";

withPostsSimulator();

describe("v4 local posts: the resource", () => {
  it("creates a post with a photo, lists, reads, patches and deletes it", async () => {
    const location = publishedIds[0]!;
    const photo = await photoAt("/post-front.jpg");
    const post = await sim.acme.createLocalPost(
      "1001",
      location,
      standardPost("Our autumn range is in store", {
        callToAction: { actionType: "LEARN_MORE", url: "https://shop.example.com/autumn" },
        media: [{ mediaFormat: "PHOTO", sourceUrl: photo.url }],
      }),
    );
    expect(post.name).toMatch(new RegExp(`^accounts/1001/locations/${location}/localPosts/\\d+$`));
    expect(post).toMatchObject({
      topicType: "STANDARD",
      languageCode: "en",
      summary: "Our autumn range is in store",
      callToAction: { actionType: "LEARN_MORE", url: "https://shop.example.com/autumn" },
      state: "LIVE",
      searchUrl: searchUrlOf(await placeIdOf(location), post),
    });
    expect(post.media).toEqual([
      {
        name: expect.stringMatching(`^accounts/1001/locations/${location}/media/localPosts/`),
        mediaFormat: "PHOTO",
        sourceUrl: photo.url,
        googleUrl: expect.any(String),
      },
    ]);
    expect(post.createTime).toBe(post.updateTime);
    expect(Date.now() - Date.parse(post.createTime)).toBeLessThan(60_000);
    // googleUrl serves what was fetched, without a token; the photo is not one of the store's media.
    const served = await bytesAt(post.media![0]!.googleUrl!);
    expect(served).toMatchObject({ status: 200, type: "image/jpeg" });
    expect(served.bytes.equals(photo.bytes)).toBe(true);
    expect(await sim.acme.listMedia("1001", location)).toEqual({});

    expect(await sim.acme.listLocalPosts("1001", location)).toEqual({ localPosts: [post] });
    expect(await sim.acme.getLocalPost(post.name)).toEqual(post);

    // A masked field the body leaves out is cleared; unmasked fields and the photo stay.
    const patched = await sim.acme.patchLocalPost(
      post.name,
      { summary: "Autumn range: now with scarves" },
      ["summary", "callToAction"],
    );
    expect(patched).toMatchObject({ summary: "Autumn range: now with scarves", media: post.media });
    expect(patched.callToAction).toBeUndefined();
    expect(patched.createTime).toBe(post.createTime);
    expect(Date.parse(patched.updateTime)).toBeGreaterThan(Date.parse(post.updateTime));

    // A new photo replaces the old one, whose file goes.
    const second = await photoAt("/post-inside.jpg");
    const rephotographed = await sim.acme.patchLocalPost(
      post.name,
      { media: [{ mediaFormat: "PHOTO", sourceUrl: second.url }] },
      ["media"],
    );
    expect(rephotographed.media!.map((m) => m.sourceUrl)).toEqual([second.url]);
    expect((await bytesAt(post.media![0]!.googleUrl!)).status).toBe(404);

    await sim.acme.deleteLocalPost(post.name);
    expect(await refusal(sim.acme.getLocalPost(post.name))).toMatchObject({
      status: 404,
      googleStatus: "NOT_FOUND",
    });
    expect(await refusal(sim.acme.deleteLocalPost(post.name))).toMatchObject({ status: 404 });
    expect(await sim.acme.listLocalPosts("1001", location)).toEqual({});
    expect((await bytesAt(rephotographed.media![0]!.googleUrl!)).status).toBe(404);
  });

  it("keeps an event's schedule and an offer's terms as given", async () => {
    const location = publishedIds[0]!;
    const event = eventPost("Wine weekend");
    const created = await sim.acme.createLocalPost("1001", location, event);
    expect(created).toMatchObject({ topicType: "EVENT", event: event.event });
    const offer = await sim.acme.createLocalPost("1001", location, {
      topicType: "OFFER",
      event: { ...event.event!, title: "20% off coats" },
      offer: {
        couponCode: "COATS20",
        redeemOnlineUrl: "https://shop.example.com/coats",
        termsConditions: "One per customer.",
      },
    });
    expect(offer).toMatchObject({
      topicType: "OFFER",
      // Without a language of its own a post takes the store's.
      languageCode: expect.any(String),
      event: { title: "20% off coats", schedule: event.event!.schedule },
      offer: { couponCode: "COATS20", termsConditions: "One per customer." },
    });
    expect(offer.summary).toBeUndefined();
    // A whole-day event on one day ends after it starts.
    const oneDay = { year: 2031, month: 7, day: 4 };
    const allDay = await sim.acme.createLocalPost("1001", location, {
      topicType: "EVENT",
      event: { title: "Open day", schedule: { startDate: oneDay, endDate: oneDay } },
    });
    expect(allDay.event!.schedule).toEqual({ startDate: oneDay, endDate: oneDay });
  });
});

describe("v4 local posts: the service's review", () => {
  it("shows a new or edited post PROCESSING, then LIVE with its searchUrl", async () => {
    vi.stubEnv("SIM_POST_PROCESSING_MS", "400");
    const location = publishedIds[1]!;
    const post = await sim.acme.createLocalPost(
      "1001",
      location,
      standardPost("Fresh bread daily"),
    );
    expect(post.state).toBe("PROCESSING");
    expect(post.searchUrl).toBeUndefined();
    expect((await sim.acme.getLocalPost(post.name)).state).toBe("PROCESSING");
    const live = await settled(post.name);
    expect(live).toMatchObject({
      state: "LIVE",
      searchUrl: searchUrlOf(await placeIdOf(location), post),
    });
    expect(Date.now() - Date.parse(post.createTime)).toBeGreaterThanOrEqual(400);

    const edited = await sim.acme.patchLocalPost(post.name, { summary: "Fresh bread at 7" }, [
      "summary",
    ]);
    expect(edited.state).toBe("PROCESSING");
    expect((await settled(post.name)).state).toBe("LIVE");
  });

  it("rejects a post whose summary or event title carries a phone number", async () => {
    const location = publishedIds[1]!;
    const rejectedTexts = ["Call us on 555 123 4567", "Book: 91.123.45.67", "WhatsApp +34 600 123"];
    for (const summary of rejectedTexts) {
      const post = await sim.acme.createLocalPost("1001", location, standardPost(summary));
      expect(post).toMatchObject({ state: "REJECTED" });
      expect(post.searchUrl).toBeUndefined();
    }
    const inTitle = await sim.acme.createLocalPost("1001", location, eventPost("Ring 600-123-456"));
    expect(inTitle.state).toBe("REJECTED");
    // Dates, prices and hours are digits too, but not a phone.
    const fine = await sim.acme.createLocalPost(
      "1001",
      location,
      standardPost("From 2031-06-01 to 01/07/2031: coats at 1299.99, open 10:00-20:00"),
    );
    expect(fine.state).toBe("LIVE");
    // Editing the number away sends the post back through review, and it goes live.
    const fixed = await sim.acme.patchLocalPost(inTitle.name, eventPost("Ring us"), ["event"]);
    expect(fixed.state).toBe("LIVE");
  });
});

describe("v4 local posts: listing", () => {
  it("lists newest first, 20 a page by default, paging through every post once", async () => {
    const location = publishedIds[2]!;
    const names: string[] = [];
    for (let i = 0; i < 5; i++)
      names.push(
        (await sim.acme.createLocalPost("1001", location, standardPost(`News ${i}`))).name,
      );
    const newestFirst = [...names].reverse();
    const all = await sim.acme.listLocalPosts("1001", location);
    expect(all.localPosts!.map((p) => p.name)).toEqual(newestFirst);
    expect(all.nextPageToken).toBeUndefined();

    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await sim.acme.listLocalPosts("1001", location, { pageSize: 2, pageToken });
      seen.push(...page.localPosts!.map((p) => p.name));
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect({ seen, pages }).toEqual({ seen: newestFirst, pages: 3 });
    expect((await sim.acme.listAllLocalPosts("1001", location)).map((p) => p.name)).toEqual(
      newestFirst,
    );

    const tooBig = await refusal(sim.acme.listLocalPosts("1001", location, { pageSize: 101 }));
    expect(tooBig.fieldViolations[0]?.field).toBe("page_size");
    const forged = await refusal(
      sim.acme.listLocalPosts("1001", publishedIds[0]!, { pageSize: 2, pageToken: "bm9wZQ" }),
    );
    expect(forged.fieldViolations[0]?.field).toBe("page_token");
  });
});

describe("the admin API's view of a location's posts", () => {
  it("lists every post with its state, what its review decides and when", async () => {
    vi.stubEnv("SIM_POST_PROCESSING_MS", "60000");
    const location = publishedIds[3]!;
    const post = await sim.acme.createLocalPost(
      "1001",
      location,
      standardPost("Call 555 123 4567"),
    );
    const { status, body } = await simCall("GET", `_admin/locations/${location}/localPosts`, {
      admin: true,
    });
    expect(status).toBe(200);
    expect(body.location).toBe(`locations/${location}`);
    expect(body.localPosts).toEqual([
      { ...post, outcome: "REJECTED", settleTime: expect.any(String) },
    ]);
    expect(Date.parse(body.localPosts[0].settleTime) - Date.parse(post.updateTime)).toBe(60_000);
    expect((await simCall("GET", `_admin/locations/${location}/localPosts`)).status).toBe(401);
  });
});
