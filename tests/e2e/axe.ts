import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

/** The rules of WCAG 2.0 A/AA and 2.1 A/AA, the level agencies' customers ask for. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export type Violation = { rule: string; impact: string; targets: string[] };

type AxeWindow = { axe?: typeof axe };

/**
 * axe's serious and critical findings on the page as it is now (open dialogs included). axe runs
 * in the page itself, put in once per document: the app has no cross-origin frame, so nothing is
 * gained by running it per frame and joining the parts elsewhere, which doubled each check's time.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) {
    await page.evaluate(axe.source);
  }
  const violations = await page.evaluate(async (tags) => {
    // A menu or dialog fades in: its colours are read once it has, not halfway.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const results = await (window as AxeWindow).axe!.run(document, {
      runOnly: { type: "tag", values: tags },
      // Only the violations are read: axe skips collecting the passing nodes, a third of its time.
      resultTypes: ["violations"],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
    }));
  }, WCAG_21_AA);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes }));
}

/** Fails the test when axe finds a serious or critical violation on the page. */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname) {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}
