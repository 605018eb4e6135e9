// What the simulator's media.create refuses, as Google does: content outside the photo and video
// guidelines, sources it cannot fetch, missing fields, callers without access, queued failures.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { CreateMediaItemInput } from "@/lib/maps/types";
import { simCall } from "@/tests/integration/helpers/maps-sim";
import { makeMp4 } from "@/tests/integration/helpers/mp4";
import {
  FILES,
  fetched,
  noise,
  photo,
  publishedIds,
  refusal,
  serve,
  sim,
  withMediaSimulator,
} from "./maps-media-fixture";

withMediaSimulator();

describe("v4 media: refusals", () => {
  const location = () => publishedIds[3]!;

  async function refused(input: CreateMediaItemInput) {
    const error = await refusal(sim.acme.createMedia("1001", location(), input));
    expect(error).toMatchObject({ status: 400, googleStatus: "INVALID_ARGUMENT" });
    return error;
  }

  it("refuses what is not a JPEG or PNG photo of 10 KB to 5 MB and 250×250 or more", async () => {
    const html = serve("/page.jpg", "<!doctype html><html><body>Login</body></html>", "image/jpeg");
    const webp = serve("/photo.webp", await noise(600, 600).webp().toBuffer(), "image/webp");
    const bigPng = await noise(1500, 1500).png().toBuffer();
    expect(bigPng.length).toBeGreaterThan(5 * 1024 * 1024);
    const big = serve("/huge.png", bigPng, "image/png");
    const smallJpeg = await noise(100, 100).jpeg({ quality: 100 }).toBuffer();
    expect(smallJpeg.length).toBeGreaterThan(10 * 1024);
    const small = serve("/small.jpg", smallJpeg, "image/jpeg");
    // One colour compresses to almost nothing: big enough in pixels, too small in bytes.
    const solid = sharp({
      create: { width: 300, height: 300, channels: 3, background: "#1a73e8" },
    });
    const tiny = serve("/tiny.png", await solid.png().toBuffer(), "image/png");

    expect((await refused(photo(html))).message).toMatch(/JPEG or PNG/);
    expect((await refused(photo(webp))).message).toMatch(/JPEG or PNG/);
    const tooLarge = await refused(photo(big));
    expect(tooLarge.message).toMatch(/too large/i);
    expect(tooLarge.fieldViolations).toEqual([
      { field: "sourceUrl", description: tooLarge.message },
    ]);
    expect((await refused(photo(small))).message).toMatch(/250x250/);
    const bytes = (await refused(photo(tiny))).message;
    expect(bytes).toMatch(/10 KB/);
    expect(await sim.acme.listMedia("1001", location())).toEqual({});
  });

  it("refuses a video over 75 MB", async () => {
    const huge = makeMp4({ width: 1280, height: 720, seconds: 5, byteSize: 76 * 1024 * 1024 });
    const error = await refused({
      mediaFormat: "VIDEO",
      locationAssociation: { category: "ADDITIONAL" },
      sourceUrl: serve("/huge.mp4", huge, "video/mp4"),
    });
    expect(error.message).toMatch(/Video too large/);
  });

  it("refuses a source it cannot fetch", async () => {
    for (const url of [`${FILES}/down/photo.jpg`, `${FILES}/missing.jpg`]) {
      const error = await refused(photo(url));
      expect(error.message).toBe("Fetching image failed.");
      expect(error.fieldViolations[0]?.field).toBe("sourceUrl");
    }
  });

  it("refuses a missing field before fetching anything", async () => {
    const before = fetched.length;
    const noCategory = await refused({
      mediaFormat: "PHOTO",
      sourceUrl: `${FILES}/shop-front.jpg`,
    } as unknown as CreateMediaItemInput);
    expect(noCategory.fieldViolations[0]?.field).toBe("locationAssociation.category");
    const badCategory = await refused(photo(`${FILES}/shop-front.jpg`, "SELFIE"));
    expect(badCategory.fieldViolations[0]?.field).toBe("locationAssociation.category");
    const noFormat = await refused({
      locationAssociation: { category: "EXTERIOR" },
      sourceUrl: `${FILES}/shop-front.jpg`,
    } as unknown as CreateMediaItemInput);
    expect(noFormat.fieldViolations[0]?.field).toBe("mediaFormat");
    const dataRef = await refused({
      mediaFormat: "PHOTO",
      locationAssociation: { category: "EXTERIOR" },
      dataRef: { resourceName: "upload-1" },
    } as unknown as CreateMediaItemInput);
    expect(dataRef.fieldViolations[0]?.field).toBe("sourceUrl");
    const notHttp = await refused(photo("file:///etc/passwd"));
    expect(notHttp.fieldViolations[0]?.field).toBe("sourceUrl");
    expect(fetched.length).toBe(before);
  });

  it("answers another owner's token as the reviews API does, without fetching", async () => {
    const location = publishedIds[0]!;
    const before = fetched.length;
    const reviews = await refusal(sim.globex.listReviews("1001", location));
    const create = await refusal(
      sim.globex.createMedia("1001", location, photo(`${FILES}/shop-front.jpg`)),
    );
    expect(reviews).toMatchObject({ status: 403, googleStatus: "PERMISSION_DENIED" });
    expect({
      status: create.status,
      googleStatus: create.googleStatus,
      message: create.message,
    }).toEqual({
      status: reviews.status,
      googleStatus: reviews.googleStatus,
      message: reviews.message,
    });
    expect(fetched.length).toBe(before);
    // Each call starts when awaited: a second one refused before the first was awaited would be
    // an unhandled rejection.
    for (const call of [
      () => sim.globex.listMedia("1001", location),
      () => sim.globex.listCustomerMedia("1001", location),
    ])
      expect(await refusal(call())).toMatchObject({ status: 403 });
  });

  it("answers a failure queued for the location through the admin API", async () => {
    const location = publishedIds[3]!;
    const queued = await simCall("POST", "_admin/faults", {
      admin: true,
      body: { location: `locations/${location}`, status: 503, method: "POST" },
    });
    expect(queued.status).toBe(200);
    const sourceUrl = serve("/retry.jpg", await noise(400, 400).jpeg().toBuffer(), "image/jpeg");
    const failed = await refusal(sim.acme.createMedia("1001", location, photo(sourceUrl)));
    expect(failed).toMatchObject({ status: 503, googleStatus: "UNAVAILABLE", retryable: true });
    const retried = await sim.acme.createMedia("1001", location, photo(sourceUrl));
    expect(retried.mediaFormat).toBe("PHOTO");
    await sim.acme.deleteMedia(retried.name);
  });
});
