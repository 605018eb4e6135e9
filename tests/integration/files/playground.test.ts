// The image playground re-encodes as an upload does but must store nothing, and stays behind the
// session and the CSRF header like /api/files.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { resources } from "@/lib/db/schema";
import { handlePlayground } from "@/lib/files/playground-handler";
import { PLAYGROUND_HEADERS as H } from "@/lib/files/playground-headers";
import { ctx, storedFiles, uploadRequest, withFilesFixture } from "./files-fixture";
import { noisyJpeg, noisyWebp } from "@/tests/integration/helpers/images";

withFilesFixture();

const tryImage = (bytes: Uint8Array, options: Parameters<typeof uploadRequest>[1] = {}) =>
  handlePlayground(ctx.db, uploadRequest(bytes, { token: ctx.tokens.reviewsA, ...options }));

describe("POST /api/files/playground", () => {
  it("answers the image re-encoded without its metadata, with both sizes, and stores nothing", async () => {
    const jpeg = await noisyJpeg(640, 480, { gps: true });
    const before = { rows: (await ctx.db.select().from(resources)).length, files: storedFiles() };
    const response = await tryImage(jpeg);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get(H.originalBytes)).toBe(String(jpeg.length));
    expect(response.headers.get(H.originalWidth)).toBe("640");
    expect(response.headers.get(H.width)).toBe("640");
    expect(response.headers.get(H.height)).toBe("480");
    const body = Buffer.from(await response.arrayBuffer());
    expect(String(body.length)).toBe(response.headers.get(H.bytes));
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect((await ctx.db.select().from(resources)).length).toBe(before.rows);
    expect(storedFiles()).toEqual(before.files);
  });

  it("refuses a WEBP in the caller's language", async () => {
    const response = await tryImage(await noisyWebp(300, 300), {
      locale: "es",
      fileName: "a.webp",
    });
    expect(response.status).toBe(415);
    const body = await response.json();
    expect(body.error.code).toBe("INVALID_FORMAT");
    expect(body.error.message).toMatch(/WEBP/);
  });

  it("needs a session and the CSRF header", async () => {
    const jpeg = await noisyJpeg(300, 300);
    expect((await tryImage(jpeg, { token: undefined })).status).toBe(401);
    expect((await tryImage(jpeg, { csrf: false })).status).toBe(403);
  });
});
