// Pure and client-safe: one "Step n of m" across the whole trial onboarding. /register-user and
// /insight-user each counted their own two steps, so after the import the lead was back at "1 of 2".

/** The screens a trial lead goes through, in order (lead steps info, locations, then insights). */
export const ONBOARDING_SCREENS = ["info", "locations", "insights", "estimator"] as const;
export type OnboardingScreen = (typeof ONBOARDING_SCREENS)[number];

/** Where `screen` sits in the whole onboarding: 1-based `current` of `total`. */
export function onboardingStep(screen: OnboardingScreen): { current: number; total: number } {
  return { current: ONBOARDING_SCREENS.indexOf(screen) + 1, total: ONBOARDING_SCREENS.length };
}
