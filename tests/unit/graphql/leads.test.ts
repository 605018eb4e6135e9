import { describe, expect, it } from "vitest";
import { TRIAL_DAYS } from "@/lib/constants";
import { isExpiredLead } from "@/lib/leads/is-expired";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2025-01-01T00:00:00Z");
const lead = { isLeads: true, tenantId: "t1", trialStartedAt: start };

describe("isExpiredLead", () => {
  it("is false during the trial and true once TRIAL_DAYS have passed", () => {
    expect(isExpiredLead(lead, new Date(start.getTime() + TRIAL_DAYS * DAY - 1))).toBe(false);
    expect(isExpiredLead(lead, new Date(start.getTime() + TRIAL_DAYS * DAY + 1))).toBe(true);
  });

  it("is false for users who are not leads and for leads without a tenant", () => {
    const late = new Date(start.getTime() + (TRIAL_DAYS + 10) * DAY);
    expect(isExpiredLead({ ...lead, isLeads: false }, late)).toBe(false);
    expect(isExpiredLead({ ...lead, tenantId: null }, late)).toBe(false);
  });
});
