// Regression: after the import /insight-user showed "Step 1 of 2" again, as if the lead restarted.
import { describe, expect, it } from "vitest";
import { onboardingStep } from "@/lib/onboarding/steps";

describe("onboarding steps", () => {
  it("counts the screens of /register-user and /insight-user as one sequence", () => {
    expect(onboardingStep("info")).toEqual({ current: 1, total: 4 });
    expect(onboardingStep("locations")).toEqual({ current: 2, total: 4 });
    expect(onboardingStep("insights")).toEqual({ current: 3, total: 4 });
    expect(onboardingStep("estimator")).toEqual({ current: 4, total: 4 });
  });
});
