// A post that reached 4 of 5 stores read "Failed" in the posts list and "Done" in Jobs, and a post
// planned for Friday read "Running 0 of 1" for days: one outcome for both screens.
import { describe, expect, it } from "vitest";
import { jobOutcome, settledOutcome } from "@/lib/jobs/outcome";
import { postStatus, type PostStoreCounts } from "@/lib/posts/status";

const now = new Date("2026-11-28T12:00:00Z");
const none: PostStoreCounts = {
  PENDING: 0,
  PROCESSING: 0,
  LIVE: 0,
  REJECTED: 0,
  FAILS: 0,
  DELETED: 0,
};

describe("settledOutcome", () => {
  it("is done for all stores, partly for some and failed for none", () => {
    expect(settledOutcome(5, 0)).toBe("DONE");
    expect(settledOutcome(4, 1)).toBe("PARTLY_DONE");
    expect(settledOutcome(0, 5)).toBe("FAILED");
  });
});

describe("jobOutcome", () => {
  it("says a finished job with failures is partly done, as the post says it is partly live", () => {
    expect(jobOutcome({ status: "DONE", done: 4, failed: 1, scheduledFor: null }, now)).toBe(
      "PARTLY_DONE",
    );
    expect(postStatus("SENT", { ...none, LIVE: 4, FAILS: 1 })).toBe("PARTLY_LIVE");
    expect(postStatus("SENT", { ...none, LIVE: 4, REJECTED: 1 })).toBe("PARTLY_LIVE");
    expect(postStatus("SENT", { ...none, FAILS: 5 })).toBe("FAILS");
    expect(postStatus("SENT", { ...none, LIVE: 4, PENDING: 1 })).toBe("PENDING");
  });

  it("is scheduled until its time comes and nothing of it ran, then running", () => {
    const friday = "2026-12-04T09:00:00Z";
    const planned = { status: "RUNNING" as const, done: 0, failed: 0, scheduledFor: friday };
    expect(jobOutcome(planned, now)).toBe("SCHEDULED");
    expect(jobOutcome(planned, new Date("2026-12-04T09:00:01Z"))).toBe("RUNNING");
    expect(jobOutcome({ ...planned, done: 1 }, now)).toBe("RUNNING");
    expect(jobOutcome({ ...planned, scheduledFor: null }, now)).toBe("RUNNING");
  });

  it("keeps a job that stopped as a whole failed, whatever its counts", () => {
    expect(jobOutcome({ status: "FAILED", done: 3, failed: 0, scheduledFor: null }, now)).toBe(
      "FAILED",
    );
  });
});
