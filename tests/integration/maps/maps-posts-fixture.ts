// The maps simulator's v4 local posts set-up shared by maps-posts.test.ts (what the API keeps and
// shows over time) and maps-posts-refusals.test.ts (what it refuses): the media fixture's seeded
// simulator, clients and file server (posts' photos are fetched as media's are), and posts to send.
import { afterEach, beforeEach, expect, vi } from "vitest";
import type { LocalPost, LocalPostInput } from "@/lib/maps/types";
import { noise, serve, sim, withMediaSimulator } from "./maps-media-fixture";

export {
  bytesAt,
  FILES,
  publishedIds,
  refusal,
  serve,
  sim,
  unpublished,
} from "./maps-media-fixture";

/**
 * The media fixture's simulator, for the tests of the file that calls it; posts settle at once
 * unless a test wants to watch them PROCESSING.
 */
export function withPostsSimulator(): void {
  withMediaSimulator();
  beforeEach(() => {
    vi.stubEnv("SIM_POST_PROCESSING_MS", "0");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

export function standardPost(summary: string, extra: Partial<LocalPostInput> = {}): LocalPostInput {
  return { topicType: "STANDARD", languageCode: "en", summary, ...extra };
}

/** An event over the first days of June 2031, 10:00 to 18:30. */
export function eventPost(title: string, extra: Partial<LocalPostInput> = {}): LocalPostInput {
  return {
    topicType: "EVENT",
    languageCode: "en",
    summary: "Tastings all weekend",
    event: {
      title,
      schedule: {
        startDate: { year: 2031, month: 6, day: 1 },
        startTime: { hours: 10 },
        endDate: { year: 2031, month: 6, day: 3 },
        endTime: { hours: 18, minutes: 30 },
      },
    },
    ...extra,
  };
}

/** A JPEG the service accepts (600×400 of noise, well over 10 KB), served at `path`. */
export async function photoAt(path: string): Promise<{ url: string; bytes: Buffer }> {
  const bytes = await noise(600, 400).jpeg({ quality: 90 }).toBuffer();
  return { url: serve(path, bytes, "image/jpeg"), bytes };
}

/** Reads the post until it leaves PROCESSING (the test fails after `withinMs`). */
export async function settled(name: string, withinMs = 5_000): Promise<LocalPost> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const post = await sim.acme.getLocalPost(name);
    if (post.state !== "PROCESSING") return post;
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function placeIdOf(locationId: string): Promise<string> {
  const location = await sim.acme.getLocation(`locations/${locationId}`, "metadata");
  return location.metadata!.placeId!;
}

export const searchUrlOf = (placeId: string, post: LocalPost) =>
  `https://local.google.com/place?id=${placeId}&use=posts&lpsid=${post.name.split("/").pop()}`;
