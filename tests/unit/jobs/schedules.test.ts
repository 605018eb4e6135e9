import { describe, expect, it } from "vitest";
import { scheduledJobsOn } from "@/lib/jobs/schedules";

describe("scheduledJobsOn", () => {
  it("runs the schedules in a server or worker unless SCHEDULED_JOBS is off", () => {
    expect(scheduledJobsOn({ NODE_ENV: "production" })).toBe(true);
    expect(scheduledJobsOn({ NODE_ENV: "production", SCHEDULED_JOBS: "on" })).toBe(true);
    expect(scheduledJobsOn({ NODE_ENV: "production", SCHEDULED_JOBS: " OFF " })).toBe(false);
  });

  it("never under the test runner", () => {
    expect(scheduledJobsOn({ NODE_ENV: "test" })).toBe(false);
  });
});
