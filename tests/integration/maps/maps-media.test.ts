// The maps simulator's v4 media API through the product's client: media.create from a sourceUrl,
// list/get/delete, one cover and one logo a store, videos, customers' photos and the admin listing.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { simCall } from "@/tests/integration/helpers/maps-sim";
import { makeMp4 } from "@/tests/integration/helpers/mp4";
import {
  FILES,
  bytesAt,
  noise,
  photo,
  publishedIds,
  refusal,
  serve,
  sim,
  unpublished,
  withMediaSimulator,
} from "./maps-media-fixture";

withMediaSimulator();

describe("v4 media: the owner's photos", () => {
  it("creates a photo from its sourceUrl, lists, reads and deletes it", async () => {
    const location = publishedIds[0]!;
    const jpeg = await noise(800, 800).jpeg({ quality: 90 }).toBuffer();
    const sourceUrl = serve("/shop-front.jpg", jpeg, "image/jpeg");
    const item = await sim.acme.createMedia("1001", location, {
      ...photo(sourceUrl),
      description: "The shop front",
    });
    expect(item.name).toMatch(new RegExp(`^accounts/1001/locations/${location}/media/[\\w-]+$`));
    expect(item).toMatchObject({
      mediaFormat: "PHOTO",
      locationAssociation: { category: "EXTERIOR" },
      dimensions: { widthPixels: 800, heightPixels: 800 },
      insights: { viewCount: "0" },
      description: "The shop front",
      sourceUrl,
    });
    expect(Date.now() - Date.parse(item.createTime)).toBeLessThan(60_000);
    // googleUrl serves what was fetched, without a token; thumbnailUrl a smaller JPEG.
    const original = await bytesAt(item.googleUrl!);
    expect(original).toMatchObject({ status: 200, type: "image/jpeg" });
    expect(original.bytes.equals(jpeg)).toBe(true);
    const thumbnail = await bytesAt(item.thumbnailUrl!);
    expect((await sharp(thumbnail.bytes).metadata()).width).toBeLessThanOrEqual(400);

    const list = await sim.acme.listMedia("1001", location);
    expect(list.totalMediaItemCount).toBe(1);
    expect(list.mediaItems).toEqual([item]);
    expect(await sim.acme.getMedia(item.name)).toEqual(item);

    await sim.acme.deleteMedia(item.name);
    const gone = await refusal(sim.acme.getMedia(item.name));
    expect(gone).toMatchObject({ status: 404, googleStatus: "NOT_FOUND" });
    expect(await refusal(sim.acme.deleteMedia(item.name))).toMatchObject({ status: 404 });
    expect(await sim.acme.listMedia("1001", location)).toEqual({});
    expect((await bytesAt(item.googleUrl!)).status).toBe(404);
  });

  it("lists newest first, paging through every item once", async () => {
    const location = publishedIds[1]!;
    const sourceUrl = serve("/interior.jpg", await noise(400, 300).jpeg().toBuffer(), "image/jpeg");
    const names: string[] = [];
    for (let i = 0; i < 3; i++)
      names.push((await sim.acme.createMedia("1001", location, photo(sourceUrl, "INTERIOR"))).name);
    const first = await sim.acme.listMedia("1001", location, { pageSize: 2 });
    expect(first.totalMediaItemCount).toBe(3);
    expect(first.mediaItems!.map((m) => m.name)).toEqual([names[2], names[1]]);
    const second = await sim.acme.listMedia("1001", location, {
      pageSize: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.mediaItems!.map((m) => m.name)).toEqual([names[0]]);
    expect(second.nextPageToken).toBeUndefined();
    expect((await sim.acme.listAllMedia("1001", location)).map((m) => m.name)).toEqual(
      [...names].reverse(),
    );
    const tooBig = await refusal(sim.acme.listMedia("1001", location, { pageSize: 2501 }));
    expect(tooBig.fieldViolations[0]?.field).toBe("page_size");
  });

  it("keeps one cover and one logo: a new one replaces the old", async () => {
    const location = publishedIds[2]!;
    const first = serve("/cover-1.jpg", await noise(1024, 576).jpeg().toBuffer(), "image/jpeg");
    const second = serve("/cover-2.jpg", await noise(1024, 576).jpeg().toBuffer(), "image/jpeg");
    const logo = serve("/logo.png", await noise(300, 300).png().toBuffer(), "image/png");
    const oldCover = await sim.acme.createMedia("1001", location, photo(first, "COVER"));
    const oldLogo = await sim.acme.createMedia("1001", location, photo(logo, "LOGO"));
    const extra = await sim.acme.createMedia("1001", location, photo(first, "ADDITIONAL"));
    const newCover = await sim.acme.createMedia("1001", location, photo(second, "COVER"));
    const profile = await sim.acme.createMedia("1001", location, photo(logo, "PROFILE"));
    const names = (await sim.acme.listAllMedia("1001", location)).map((m) => m.name);
    expect(names).toEqual([profile.name, newCover.name, extra.name]);
    expect(await refusal(sim.acme.getMedia(oldCover.name))).toMatchObject({ status: 404 });
    expect(await refusal(sim.acme.getMedia(oldLogo.name))).toMatchObject({ status: 404 });
    expect(profile.dimensions).toEqual({ widthPixels: 300, heightPixels: 300 });
  });
});

describe("v4 media: videos", () => {
  it("accepts a 10-second 720p MP4 and refuses a 40-second one or one below 720p", async () => {
    const location = publishedIds[4]!;
    const mp4 = makeMp4({ width: 1280, height: 720, seconds: 10 });
    const video = await sim.acme.createMedia("1001", location, {
      mediaFormat: "VIDEO",
      locationAssociation: { category: "AT_WORK" },
      sourceUrl: serve("/tour.mp4", mp4, "video/mp4"),
    });
    expect(video).toMatchObject({
      mediaFormat: "VIDEO",
      dimensions: { widthPixels: 1280, heightPixels: 720 },
    });
    // For a video googleUrl is a preview picture, as at Google.
    expect(await bytesAt(video.googleUrl!)).toMatchObject({ status: 200, type: "image/jpeg" });

    const tooLong = await refusal(
      sim.acme.createMedia("1001", location, {
        mediaFormat: "VIDEO",
        locationAssociation: { category: "AT_WORK" },
        sourceUrl: serve(
          "/long.mp4",
          makeMp4({ width: 1280, height: 720, seconds: 40 }),
          "video/mp4",
        ),
      }),
    );
    expect(tooLong).toMatchObject({ status: 400, googleStatus: "INVALID_ARGUMENT" });
    expect(tooLong.message).toMatch(/Video too long/);
    const small = await refusal(
      sim.acme.createMedia("1001", location, {
        mediaFormat: "VIDEO",
        locationAssociation: { category: "AT_WORK" },
        sourceUrl: serve(
          "/small.mp4",
          makeMp4({ width: 640, height: 360, seconds: 5 }),
          "video/mp4",
        ),
      }),
    );
    expect(small.message).toMatch(/at least 720p/);
    const jpegAsVideo = await refusal(
      sim.acme.createMedia("1001", location, {
        mediaFormat: "VIDEO",
        locationAssociation: { category: "AT_WORK" },
        sourceUrl: `${FILES}/shop-front.jpg`,
      }),
    );
    expect(jpegAsVideo.message).toMatch(/MP4 or MOV/);
    expect((await sim.acme.listAllMedia("1001", location)).map((m) => m.name)).toEqual([
      video.name,
    ]);
  });

  it("makeMp4 pads to an exact size", () => {
    expect(makeMp4({ width: 1280, height: 720, seconds: 3, byteSize: 300_000 }).length).toBe(
      300_000,
    );
  });
});

describe("v4 media: customers' photos", () => {
  async function locationWithCustomerMedia(least: number) {
    for (const location of publishedIds) {
      const page = await sim.acme.listCustomerMedia("1001", location, { pageSize: 1 });
      if ((page.totalMediaItemCount ?? 0) >= least) return location;
    }
    throw new Error(`no published store with ${least} customer photos`);
  }

  it("are the same on every call, page, and have attribution and pictures", async () => {
    const location = await locationWithCustomerMedia(2);
    const all = await sim.acme.listCustomerMedia("1001", location);
    expect(await sim.acme.listCustomerMedia("1001", location)).toEqual(all);
    const items = all.mediaItems!;
    expect(all.totalMediaItemCount).toBe(items.length);
    expect(items.length).toBeLessThanOrEqual(4);
    const times = items.map((m) => Date.parse(m.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const paged = [];
    let pageToken: string | undefined;
    do {
      const page = await sim.acme.listCustomerMedia("1001", location, { pageSize: 1, pageToken });
      paged.push(...page.mediaItems!);
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(paged).toEqual(items);
    expect(await sim.acme.listAllCustomerMedia("1001", location)).toEqual(items);

    const item = items[0]!;
    expect(item.name).toMatch(new RegExp(`^accounts/1001/locations/${location}/media/customers/`));
    expect(item.attribution?.profileName).toBeTruthy();
    expect(item.locationAssociation).toBeUndefined();
    expect(await sim.acme.getMedia(item.name)).toEqual(item);
    const picture = await bytesAt(item.googleUrl!);
    expect(picture.type).toBe("image/jpeg");
    const { width, height } = await sharp(picture.bytes).metadata();
    expect({ width, height }).toEqual({
      width: item.dimensions!.widthPixels,
      height: item.dimensions!.heightPixels,
    });
    expect(Math.min(width!, height!)).toBeGreaterThanOrEqual(250);
    // Customers' photos are not the owner's: they do not show in media.list.
    expect((await sim.acme.listMedia("1001", location)).mediaItems ?? []).not.toContainEqual(item);
    const tooBig = await refusal(sim.acme.listCustomerMedia("1001", location, { pageSize: 201 }));
    expect(tooBig.fieldViolations[0]?.field).toBe("page_size");
  });

  it("has none for an unpublished store, and 404 for a key of another store", async () => {
    expect(await sim.acme.listCustomerMedia("1001", unpublished)).toEqual({});
    const location = await locationWithCustomerMedia(1);
    const [item] = (await sim.acme.listCustomerMedia("1001", location)).mediaItems!;
    const elsewhere = item!.name.replace(`/locations/${location}/`, `/locations/${unpublished}/`);
    expect(await refusal(sim.acme.getMedia(elsewhere))).toMatchObject({ status: 404 });
  });
});

describe("the admin API's view of a location's media", () => {
  it("lists the owner's items with their type and size, and the customers'", async () => {
    const location = publishedIds[5]!;
    const png = await noise(500, 400).png().toBuffer();
    const item = await sim.acme.createMedia(
      "1001",
      location,
      photo(serve("/menu.png", png, "image/png"), "MENU"),
    );
    const { status, body } = await simCall("GET", `_admin/locations/${location}/media`, {
      admin: true,
    });
    expect(status).toBe(200);
    expect(body.location).toBe(`locations/${location}`);
    expect(body.mediaItems).toEqual([
      { ...item, mimeType: "image/png", byteSize: png.length, contentUrl: item.googleUrl },
    ]);
    const customers = await sim.acme.listAllCustomerMedia("1001", location);
    expect(body.customerMediaItems).toEqual(customers);
    expect((await simCall("GET", `_admin/locations/${location}/media`)).status).toBe(401);
  });
});
