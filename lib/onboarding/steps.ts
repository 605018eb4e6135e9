// One "Step n of m" across the whole trial: /register-user and /insight-user each counted their
// own two steps, so after the import the lead was back at "1 of 2".

export const ONBOARDING_SCREENS = ["info", "locations", "insights", "estimator"] as const;
export type OnboardingScreen = (typeof ONBOARDING_SCREENS)[number];

export function onboardingStep(screen: OnboardingScreen): { current: number; total: number } {
  return { current: ONBOARDING_SCREENS.indexOf(screen) + 1, total: ONBOARDING_SCREENS.length };
}
