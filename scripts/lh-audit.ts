// One page's Lighthouse figures for `npm run lh`: the default (mobile) configuration, performance
// only, `runs` runs in a Chromium of its own (Lighthouse empties the cache before each run), the
// median of each figure.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./measure-server";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // The HTTP/2 front's certificate is self-signed (scripts/h2-front.ts).
  "--ignore-certificate-errors",
];

export type Audit = {
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** The path the page ended on when not its own (a sign-in that did not hold, a redirect). */
  landedOn: string | null;
};

function chromePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

export async function auditPage(
  url: string,
  cookie: string | undefined,
  runs: number,
  /** A folder to keep each run's full report in (`<page>-<run>.json`), to read what made a figure. */
  saveDir?: string,
): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
  });
  const results: Audit[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        throw new Error(
          `Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? "no result"}`,
        );
      }
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = new URL(url).pathname.replace(/\W+/g, "_");
        writeFileSync(`${saveDir}/${name}-${i + 1}.json`, JSON.stringify(lhr));
      }
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const wanted = new URL(url).pathname;
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: metric("total-blocking-time"),
        lcpMs: metric("largest-contentful-paint"),
        cls: metric("cumulative-layout-shift"),
        landedOn: landed === wanted ? null : landed,
      });
    }
  } finally {
    chrome.kill();
  }
  return {
    score: Math.round(median(results.map((r) => r.score))),
    tbtMs: median(results.map((r) => r.tbtMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    landedOn: results.find((r) => r.landedOn)?.landedOn ?? null,
  };
}
