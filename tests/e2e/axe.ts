import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules of WCAG 2.0 A/AA and 2.1 A/AA, the level agencies' customers ask for. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export type Violation = { rule: string; impact: string; targets: string[] };

/** axe's serious and critical findings on the page as it is now (open dialogs included). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default runs it per frame and joins the parts in a blank
    // page opened for each check, a second or more each time. The app has no cross-origin frame.
    .setLegacyMode()
    .withTags(WCAG_21_AA)
    // Only the violations are read: axe skips collecting the passing nodes, a third of its time.
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact!,
      targets: v.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
    }));
}

/** Fails the test when axe finds a serious or critical violation on the page. */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname) {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}
