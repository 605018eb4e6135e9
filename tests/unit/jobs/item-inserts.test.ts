// A long job's items become ready one after another at its lane's pace, so the workers never have
// to refuse thousands of one tenant's items before they reach another tenant's.
import { afterEach, describe, expect, it, vi } from "vitest";
import { BACKGROUND_QUEUE, INTERACTIVE_QUEUE, ITEM_QUEUE, itemInserts } from "@/lib/jobs/queue";

const NOW = Date.parse("2026-11-29T12:00:00Z");
const ids = (n: number) => Array.from({ length: n }, (_, i) => `item-${i}`);
const startOf = (insert: { startAfter?: string | Date }) =>
  insert.startAfter ? new Date(insert.startAfter).getTime() : NOW;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("itemInserts", () => {
  it("makes a paced bulk job's first 270 items ready at once, then 270 a minute, in order", () => {
    vi.useFakeTimers({ now: NOW });
    const inserts = itemInserts(ids(600), { lane: "bulk", paced: true });
    expect(inserts.map((insert) => insert.data!.seq)).toEqual(ids(600).map((_, i) => i));
    expect(startOf(inserts[0]!)).toBe(NOW);
    expect(startOf(inserts[269]!)).toBe(NOW);
    expect(startOf(inserts[270]!)).toBe(NOW + 60_000);
    expect(startOf(inserts[405]!)).toBe(NOW + 90_000);
    const starts = inserts.map(startOf);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("paces to the tenant's project's own minute", () => {
    vi.useFakeTimers({ now: NOW });
    // A project allowed 600 calls a minute: bulk may take 540 of them.
    const inserts = itemInserts(ids(600), { lane: "bulk", paced: true, perMinute: 600 });
    expect(startOf(inserts[540]!)).toBe(NOW + 60_000);
  });

  it("paces from a planned start, in the shortened window of tests", () => {
    vi.useFakeTimers({ now: NOW });
    vi.stubEnv("MAPS_QUOTA_WINDOW_MS", "1000");
    const planned = new Date(NOW + 3_600_000);
    const inserts = itemInserts(ids(300), { lane: "bulk", startAfter: planned, paced: true });
    expect(startOf(inserts[0]!)).toBe(planned.getTime());
    expect(startOf(inserts[270]!)).toBe(planned.getTime() + 1_000);
  });

  it("queues each lane apart and keeps an item's place when it is put back", () => {
    const [edit] = itemInserts(["one"], { lane: "interactive", paced: true });
    const [bulk] = itemInserts(["two"], { lane: "bulk" });
    const [sync] = itemInserts(["four"], { lane: "background" });
    expect(edit!.name).toBe(INTERACTIVE_QUEUE);
    expect(bulk!.name).toBe(ITEM_QUEUE);
    expect(sync!.name).toBe(BACKGROUND_QUEUE);
    const [back] = itemInserts(["three"], { lane: "bulk", firstSeq: 812 });
    expect(back!.data).toEqual({ itemId: "three", seq: 812 });
  });
});
