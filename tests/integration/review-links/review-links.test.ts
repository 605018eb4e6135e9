// A store's QR card and review link are public, so they must show nothing of another tenant and
// nothing the public profile does not show; scans count per store and tenant; the PDF of cards
// serves only the caller's own stores and only STORE users.
import { eq, inArray } from "drizzle-orm";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import jsQR from "jsqr";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import type { Db } from "@/lib/db/client";
import { locations, reviewLinks, reviews } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { handleCardsPdf } from "@/lib/review-links/pdf-route";
import { getPublicStore, loadReviewRequestStats } from "@/lib/review-links/queries";
import { CODE_PATTERN } from "@/lib/review-links/rules";
import { ensureReviewLinks, openReviewLink } from "@/lib/review-links/service";
import { StoresListQuery } from "@/lib/stores/operations";
import { createTestDb } from "@/tests/integration/helpers/db";
import { pdfText } from "@/tests/pdf-text";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";

/** Page one rendered as a viewer would (pdfjs on a canvas), then read by a QR reader. */
async function decodePdfQr(bytes: Uint8Array): Promise<string | null> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`,
  }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(viewport.width, viewport.height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, viewport.width, viewport.height);
  // pdfjs draws on any 2D context of the canvas API.
  await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport })
    .promise;
  if (process.env.SHOTS)
    writeFileSync(`${process.env.SHOTS}/card-pdf.png`, canvas.toBuffer("image/png"));
  const image = context.getImageData(0, 0, viewport.width, viewport.height);
  await doc.destroy();
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

let db: Db;
let close: () => Promise<void>;
let f: Fixture;
let yoga: GraphQLServer;
const tokens: Record<string, string> = {};
const reviewUri = (id: string) => `https://search.google.com/local/writereview?placeid=${id}`;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  f = await seedTwoTenantFixture(db);
  yoga = createGraphQLServer({ getDb: async () => db });
  // A1 and A2 are published (A2 is still pending verification but has its review form), A3 is
  // closed for good; B1 is published.
  for (const id of [...f.locationsA, f.locationsB[0]!])
    await db
      .update(locations)
      .set({ newReviewUri: reviewUri(id) })
      .where(eq(locations.id, id));
  for (const key of ["adminA", "storeA", "reviewsA", "adminB"])
    tokens[key] = await tokenFor(db, f.users[key]!);
}, 120_000);

afterAll(async () => {
  await close?.();
});

describe("the public card", () => {
  it("shows a published store's name and address and nothing else", async () => {
    const store = await getPublicStore(db, f.locationsA[0]);
    expect(store).toEqual({
      id: f.locationsA[0],
      tenantId: f.tenantA,
      name: "A Store 1",
      address: ["A street 1", "1001 Palermo", "Buenos Aires"],
      languageCode: "es",
    });
  });

  it("knows no unknown, malformed, unpublished or closed store, alike", async () => {
    await db
      .update(locations)
      .set({ newReviewUri: null })
      .where(eq(locations.id, f.locationsB[1]!));
    for (const id of [
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      "",
      undefined,
      f.locationsA[2], // closed permanently
      f.locationsB[1], // no review form: not published
    ])
      expect(await getPublicStore(db, id), String(id)).toBeNull();
  });
});

describe("review links", () => {
  it("gives each store one unguessable code for good", async () => {
    const first = await ensureReviewLinks(db, { tenantId: f.tenantA, locationIds: f.locationsA });
    const again = await ensureReviewLinks(db, { tenantId: f.tenantA, locationIds: f.locationsA });
    expect(again).toEqual(first);
    const codes = [...first.values()];
    expect(new Set(codes).size).toBe(f.locationsA.length);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
  });

  it("refuses to make a code for another tenant's store", async () => {
    await expect(
      ensureReviewLinks(db, { tenantId: f.tenantA, locationIds: [f.locationsB[0]!] }),
    ).rejects.toThrow();
    const rows = await db
      .select()
      .from(reviewLinks)
      .where(eq(reviewLinks.locationId, f.locationsB[0]!));
    expect(rows).toEqual([]);
  });

  it("leads to the store's review form and counts scans per store and tenant", async () => {
    const a = await ensureReviewLinks(db, { tenantId: f.tenantA, locationIds: f.locationsA });
    const b = await ensureReviewLinks(db, { tenantId: f.tenantB, locationIds: [f.locationsB[0]!] });
    const codeA1 = a.get(f.locationsA[0]!)!;
    expect(await openReviewLink(db, codeA1)).toBe(reviewUri(f.locationsA[0]!));
    expect(await openReviewLink(db, codeA1)).toBe(reviewUri(f.locationsA[0]!));
    expect(await openReviewLink(db, b.get(f.locationsB[0]!)!)).toBe(reviewUri(f.locationsB[0]!));
    // Unknown codes, malformed ones and a closed store's lead nowhere and count nothing.
    for (const code of ["AAAAAAAAAAAAAAAA", "short", undefined, a.get(f.locationsA[2]!)])
      expect(await openReviewLink(db, code), String(code)).toBeNull();

    const statsA = await loadReviewRequestStats(db, {
      tenantId: f.tenantA,
      locationIds: [...f.locationsA, ...f.locationsB],
    });
    expect(statsA.get(f.locationsA[0]!)?.scans).toBe(2);
    expect(statsA.get(f.locationsA[2]!)?.scans).toBe(0);
    // Another tenant's stores are not read, even by id.
    expect(statsA.has(f.locationsB[0]!)).toBe(false);
    const statsB = await loadReviewRequestStats(db, {
      tenantId: f.tenantB,
      locationIds: [...f.locationsA, ...f.locationsB],
    });
    expect([...statsB.keys()].sort()).toEqual([...f.locationsB].sort());
    expect(statsB.get(f.locationsB[0]!)?.scans).toBe(1);
  });

  it("shows scans beside the new reviews of the last 30 days in the store list", async () => {
    const day = 86_400_000;
    const review = (id: number, daysAgo: number, removed = false) => ({
      tenantId: f.tenantA,
      locationId: f.locationsA[0]!,
      googleId: `qr-review-${id}`,
      starRating: 5,
      createTime: new Date(Date.now() - daysAgo * day),
      updateTime: new Date(Date.now() - daysAgo * day),
      removedAt: removed ? new Date() : null,
    });
    await db
      .insert(reviews)
      .values([review(1, 1), review(2, 20), review(3, 45), review(4, 2, true)]);
    const answer = await callGraphQL(yoga, StoresListQuery, {
      token: tokens.storeA,
      variables: { limit: 10, offset: 0 },
    });
    expect(answer.body.errors).toBeUndefined();
    const items = answer.body.data.locations.items as {
      _id: string;
      reviewRequests: { scans: number; newReviews: number };
    }[];
    expect(items.map((item) => item._id).sort()).toEqual([...f.locationsA].sort());
    const a1 = items.find((item) => item._id === f.locationsA[0]);
    expect(a1?.reviewRequests).toEqual({ scans: 2, newReviews: 2 });
    await db.delete(reviews).where(inArray(reviews.googleId, ["qr-review-1", "qr-review-2"]));
  });
});

describe("the PDF of cards", () => {
  const get = (token: string | null, ids: string[]) => {
    const query = new URLSearchParams(ids.map((id) => ["id", id]));
    const headers: Record<string, string> = { "accept-language": "en" };
    if (token) headers.cookie = `${SESSION_COOKIE_NAME}=${token}`;
    return handleCardsPdf(
      db,
      new Request(`http://localhost/api/review-links/cards?${query}`, { headers }),
    );
  };

  it("prints a page per published store of the caller's own", async () => {
    const response = await get(tokens.storeA!, f.locationsA);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    // A3 is closed for good: left out.
    expect(pdf.getPageCount()).toBe(2);
  });

  it("draws each card's QR code so that a reader finds the store's review link", async () => {
    const bytes = new Uint8Array(
      await (await get(tokens.storeA!, [f.locationsA[0]!])).arrayBuffer(),
    );
    const [code] = (
      await ensureReviewLinks(db, { tenantId: f.tenantA, locationIds: [f.locationsA[0]!] })
    ).values();
    expect(await decodePdfQr(bytes)).toMatch(new RegExp(`/api/r/${code}$`));
    expect(await pdfText(bytes)).toContain("Cuéntanos cómo te fue");
  });

  it("refuses another tenant's stores as it refuses unknown ones", async () => {
    const foreign = await get(tokens.storeA!, [f.locationsA[0]!, f.locationsB[0]!]);
    const unknown = await get(tokens.storeA!, ["00000000-0000-4000-8000-000000000000"]);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await get(tokens.adminB!, [f.locationsA[0]!])).status).toBe(404);
  });

  it("lets STORE and ADMIN users in and keeps the others out", async () => {
    expect((await get(tokens.adminA!, [f.locationsA[0]!])).status).toBe(200);
    expect((await get(tokens.reviewsA!, [f.locationsA[0]!])).status).toBe(403);
    expect((await get(null, [f.locationsA[0]!])).status).toBe(401);
  });

  it("refuses a bad or empty selection", async () => {
    expect((await get(tokens.storeA!, [])).status).toBe(400);
    expect((await get(tokens.storeA!, ["x"])).status).toBe(400);
  });
});
