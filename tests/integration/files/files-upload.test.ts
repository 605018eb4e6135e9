import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resources } from "@/lib/db/schema";
import { handleUpload } from "@/lib/files/upload-handler";
import { serveSignedFile } from "@/lib/files/serve";
import { signedFileUrl } from "@/lib/files/signed-url";
import { IMAGE_MAX_BYTES } from "@/lib/files/rules";
import { ctx, storedFiles, upload, uploadRequest, withFilesFixture } from "./files-fixture";
import { jpegOfAbout, noisyJpeg, noisyPng, noisyWebp } from "@/tests/integration/helpers/images";
import { makeMp4 } from "@/tests/integration/helpers/mp4";

withFilesFixture();

const admin = () => ctx.tokens.adminA!;

async function rowOf(id: string) {
  const [row] = await ctx.db.select().from(resources).where(eq(resources.id, id));
  return row!;
}

async function expectRefused(
  bytes: Uint8Array,
  options: Parameters<typeof upload>[1],
  status: number,
  code: string,
) {
  const before = { rows: (await ctx.db.select().from(resources)).length, files: storedFiles() };
  const answer = await upload(bytes, { token: admin(), ...options });
  expect(answer.status).toBe(status);
  expect(answer.body.error.code).toBe(code);
  expect(answer.body.error.message).toBeTruthy();
  expect((await ctx.db.select().from(resources)).length).toBe(before.rows);
  expect(storedFiles()).toEqual(before.files);
  return answer.body.error;
}

describe("POST /api/files", () => {
  it("stores a JPEG re-encoded without its EXIF GPS, named and tagged", async () => {
    const jpeg = await noisyJpeg(400, 300, { gps: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const answer = await upload(jpeg, {
      token: admin(),
      name: "terrace-1",
      tags: "Terrace, summer,terrace",
    });
    expect(answer.status).toBe(201);
    const row = await rowOf(answer.body.id);
    expect(row).toMatchObject({
      tenantId: ctx.fixture.tenantA,
      name: "terrace-1",
      tags: ["terrace", "summer"],
      kind: "IMAGE",
      mimeType: "image/jpeg",
      width: 400,
      height: 300,
    });
    const stored = await readFile(path.join(process.env.FILES_DIR!, row.storageKey));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe("jpeg");
    expect(stored.includes(Buffer.from("StorePlusCam"))).toBe(false);
  });

  it("stores a PNG, naming it after the file when no name is given", async () => {
    const answer = await upload(await noisyPng(200, 200), {
      token: admin(),
      fileName: "Logo_Café.png",
      type: "image/png",
    });
    expect(answer.status).toBe(201);
    expect(await rowOf(answer.body.id)).toMatchObject({ name: "Logo_Cafe", mimeType: "image/png" });
  });

  it("refuses HTML or SVG with script renamed .jpg, a WEBP, and says so in the caller's language", async () => {
    const html = Buffer.from(
      `<html><body><script>alert(1)</script>${"x".repeat(20_000)}</body></html>`,
    );
    await expectRefused(html, { fileName: "evil.jpg" }, 415, "INVALID_FORMAT");
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${" ".repeat(20_000)}</svg>`,
    );
    await expectRefused(svg, { fileName: "logo.jpg", type: "image/jpeg" }, 415, "INVALID_FORMAT");
    const webp = await noisyWebp(300, 300);
    const es = await expectRefused(
      webp,
      { fileName: "foto.webp", locale: "es" },
      415,
      "INVALID_FORMAT",
    );
    expect(es.message).toContain("WEBP no se acepta");
  });

  it("refuses images under 10 KB and over 2.8 MB, naming the file and the limit", async () => {
    const small = await expectRefused(
      await jpegOfAbout(7_000),
      { fileName: "tiny.jpg" },
      422,
      "IMAGE_TOO_SMALL",
    );
    expect(small.message).toBe("tiny.jpg: the image is too small. Images must be at least 10 KB.");
    const large = await expectRefused(
      await jpegOfAbout(3_300_000),
      { fileName: "big.jpg", locale: "es" },
      413,
      "IMAGE_TOO_LARGE",
    );
    expect(large.message).toContain("2,8 MB");
  });

  it("stops reading an upload as soon as it passes the cap of its type", async () => {
    const head = await noisyJpeg(64, 64);
    const total = 40 * 1024 * 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const prefix = `--b\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
        controller.enqueue(new TextEncoder().encode(prefix));
        controller.enqueue(head);
      },
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request("http://localhost/api/files", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=b",
        cookie: uploadRequest(new Uint8Array(), { token: admin() }).headers.get("cookie")!,
        "x-graphql-csrf": "1",
      },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await handleUpload(ctx.db, request);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("IMAGE_TOO_LARGE");
    // Read up to the cap and a few chunks more, never the 40 MB.
    expect(pulled).toBeLessThan(IMAGE_MAX_BYTES + 1024 * 1024);
  });

  it("refuses a declared body over the largest cap before reading any of it", async () => {
    const request = uploadRequest(await noisyJpeg(64, 64), { token: admin() });
    const headers = new Headers(request.headers);
    headers.set("content-length", String(200 * 1024 * 1024));
    const answer = await handleUpload(
      ctx.db,
      new Request(request.url, { method: "POST", headers, body: await request.arrayBuffer() }),
    );
    expect(answer.status).toBe(413);
    expect((await answer.json()).error.code).toBe("UPLOAD_TOO_LARGE");
  });

  it("refuses a file name with a period, a name with spaces and a repeated name", async () => {
    const jpeg = await noisyJpeg(200, 200);
    await expectRefused(jpeg, { fileName: "terrace.final.jpg" }, 422, "FILE_NAME_PERIOD");
    await expectRefused(jpeg, { name: "my terrace" }, 422, "NAME_INVALID");
    await expectRefused(jpeg, { name: "TERRACE-1" }, 409, "NAME_TAKEN");
  });

  it("probes videos: 10 s at 1280×720 is stored; 40 s, half a second or 640×480 is refused", async () => {
    const ok = await upload(makeMp4({ width: 1280, height: 720, seconds: 10 }), {
      token: admin(),
      fileName: "walkthrough.mp4",
      type: "video/mp4",
    });
    expect(ok.status).toBe(201);
    expect(await rowOf(ok.body.id)).toMatchObject({
      kind: "VIDEO",
      mimeType: "video/mp4",
      width: 1280,
      height: 720,
      durationMs: 10_000,
    });
    const long = makeMp4({ width: 1280, height: 720, seconds: 40 });
    const refused = await expectRefused(
      long,
      { fileName: "long.mp4", type: "video/mp4" },
      422,
      "VIDEO_TOO_LONG",
    );
    expect(refused.message).toContain("30 seconds");
    const blink = makeMp4({ width: 1280, height: 720, seconds: 0.5 });
    await expectRefused(
      blink,
      { fileName: "blink.mp4", type: "video/mp4" },
      422,
      "VIDEO_TOO_SHORT",
    );
    const small = makeMp4({ width: 640, height: 480, seconds: 5 });
    await expectRefused(
      small,
      { fileName: "small.mp4", type: "video/mp4" },
      422,
      "VIDEO_TOO_SHORT_SIDE",
    );
  });

  it("checks the session, the CSRF header and the roles of spec §6", async () => {
    const jpeg = await noisyJpeg(100, 120);
    expect((await upload(jpeg, {})).status).toBe(401);
    expect((await upload(jpeg, { token: admin(), csrf: false })).status).toBe(403);
    expect((await upload(jpeg, { token: ctx.tokens.reviewsA })).status).toBe(403);
    expect((await upload(jpeg, { token: ctx.tokens.storeA })).status).toBe(403);
    for (const role of ["FILES", "GMB_FILES_REVIEWS", "MEDIA"]) {
      const answer = await upload(jpeg, { token: ctx.tokens[role], name: `by-${role}` });
      expect(answer.status, role).toBe(201);
    }
  });
});

describe("GET /api/files/{id}", () => {
  it("serves a file only by an unexpired URL we signed", async () => {
    const { body } = await upload(await noisyJpeg(120, 120), { token: admin(), name: "served" });
    const get = (url: string) =>
      serveSignedFile(ctx.db, new Request(`http://localhost${url}`), body.id);
    const good = await get(signedFileUrl(body.id, { seconds: 60 }));
    expect(good.status).toBe(200);
    expect(good.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await good.arrayBuffer())).metadata()).width).toBe(120);
    expect((await get(`/api/files/${body.id}`)).status).toBe(404);
    const expired = signedFileUrl(body.id, { seconds: 60, now: Date.now() - 120_000 });
    expect((await get(expired)).status).toBe(404);
    const tampered = signedFileUrl(body.id, { seconds: 60 }).replace(/exp=\d+/, "exp=9999999999");
    expect((await get(tampered)).status).toBe(404);
  });
});
