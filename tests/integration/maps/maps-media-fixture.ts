// The maps simulator's v4 media set-up shared by maps-media.test.ts (what the API keeps and
// serves) and maps-media-refusals.test.ts (what it refuses): a seeded simulator, acme's and
// globex's clients, and a stand-in file server for the sourceUrls the simulator fetches.
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { createMapsClient, type MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { CreateMediaItemInput } from "@/lib/maps/types";
import { simLocationTraits } from "@/lib/maps-simulator/build-location";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { setMediaSourceFetch } from "@/lib/maps-simulator/media/source-fetch";
import {
  closeSimulator,
  openSimulator,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

export const FILES = "https://files.storeplus.test";
/** What the stand-in file server answers, by path; anything else is a 404. */
const served = new Map<string, () => Response>();
/** Every URL the simulator fetched, in order. */
export const fetched: string[] = [];

let fixture: SimFixture | undefined;
/** acme's and globex's owners signed in, set before the tests. */
export const sim = {} as { acme: MapsClient; globex: MapsClient };

/** The seeded simulator, its clients and the stand-in file server, for the tests of the file that calls it. */
export function withMediaSimulator(): void {
  beforeAll(async () => {
    fetched.length = 0;
    served.clear();
    fixture = await openSimulator(20);
    sim.acme = createMapsClient({ accessToken: fixture.acme, fetch: simulatorFetch });
    sim.globex = createMapsClient({ accessToken: fixture.globex, fetch: simulatorFetch });
    setMediaSourceFetch(async (url) => {
      fetched.push(url);
      if (url.startsWith(`${FILES}/down/`)) throw new TypeError("fetch failed");
      const answer = served.get(new URL(url).pathname);
      return answer ? answer() : new Response("Not Found", { status: 404 });
    });
  });

  afterAll(async () => {
    setMediaSourceFetch(null);
    await closeSimulator(fixture);
  });
}

/** Serves `body` at a path of the stand-in file server and answers its URL. */
export function serve(path: string, body: Buffer | string, type: string): string {
  const bytes = typeof body === "string" ? body : new Uint8Array(body);
  served.set(path, () => new Response(bytes, { headers: { "Content-Type": type } }));
  return `${FILES}${path}`;
}

/** Random pixels: JPEG and PNG cannot squeeze them, so sizes are predictable. */
export function noise(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

const firstStores = Array.from({ length: 20 }, (_, i) => i);
/** acme's published stores among its first 20 (they have customers' photos). */
export const publishedIds = firstStores
  .filter((i) => simLocationTraits(i).verification === "COMPLETED")
  .map((i) => simLocationId("1001", i));
export const unpublished = firstStores
  .filter((i) => simLocationTraits(i).verification !== "COMPLETED")
  .map((i) => simLocationId("1001", i))[0]!;

export function photo(sourceUrl: string, category = "EXTERIOR"): CreateMediaItemInput {
  return {
    mediaFormat: "PHOTO",
    locationAssociation: { category },
    sourceUrl,
  } as CreateMediaItemInput;
}

/** The MapsApiError a call fails with (the test fails if it succeeds). */
export async function refusal(promise: Promise<unknown>): Promise<MapsApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MapsApiError);
  return error as MapsApiError;
}

/** What a googleUrl or thumbnailUrl serves, fetched without a token as a browser would. */
export async function bytesAt(url: string) {
  const response = await simulatorFetch(url);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
