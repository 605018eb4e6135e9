// Adds up the JSON reports of every suite and prints the one closing line CI reads.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".test-results";
let passed = 0;
let failed = 0;
/** Names of the failed tests, printed above the total so a CI log shows them at its end. */
const failures = [];
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith(".json")) continue;
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright: flaky tests passed on retry.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    collectPlaywrightFailures(report.suites ?? [], []);
  } else if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    // A file that fails to load counts as a failure even though it ran no test.
    const brokenFiles = (report.testResults ?? []).filter(
      (r) => r.status === "failed" && r.assertionResults?.length === 0,
    ).length;
    failed += report.numFailedTests + brokenFiles;
    for (const result of report.testResults ?? []) {
      const where = `${file.replace(/\.json$/, "")} ${path.relative(process.cwd(), result.name)}`;
      if (result.status === "failed" && result.assertionResults?.length === 0)
        failures.push(`${where}: ${String(result.message ?? "").split("\n")[0]}`);
      for (const test of result.assertionResults ?? [])
        if (test.status === "failed") failures.push(`${where} > ${test.fullName}`);
    }
  }
}
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const inner = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      if (spec.tests?.some((t) => t.status === "unexpected"))
        failures.push(`e2e ${[...inner, spec.title].join(" > ")}`);
    collectPlaywrightFailures(suite.suites ?? [], inner);
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
for (const extra of (process.env.EXTRA_FAILED_CHECKS ?? "").split(",").filter(Boolean)) {
  console.log(`check failed: ${extra}`);
  failed += 1;
}
// A suite that exited non-zero without a failed test (an unhandled error between tests, a crashed
// runner) still fails the run, and the total must say so.
if (process.env.SUITES_FAILED === "1" && failed === 0) {
  console.log("check failed: a suite exited with errors outside its tests");
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
