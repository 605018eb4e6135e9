import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isBuiltRoute, matchRoute, ROUTES } from "@/lib/auth/permissions";

// Menu entries of modules without pages were live links: their prefetch logged 404s and every
// notification opened one ("First use", point 8). `built` of the route table says which routes
// have a page; this keeps it true to app/ in both directions.

const APP_DIR = path.resolve(__dirname, "../../../app");

/** Every page of app/ as a route pattern: groups and private folders dropped, [id] as :id. */
function pagePatterns(dir: string, segments: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile())
      return /^page\.(tsx|ts|jsx|js)$/.test(entry.name) ? [`/${segments.join("/")}`] : [];
    if (!entry.isDirectory() || entry.name.startsWith("_") || entry.name.startsWith("@")) return [];
    const name = entry.name;
    const segment = /^\(.*\)$/.test(name)
      ? null
      : /^\[\[?\.\.\./.test(name)
        ? "*"
        : /^\[.*\]$/.test(name)
          ? ":param"
          : name;
    return pagePatterns(path.join(dir, name), segment ? [...segments, segment] : segments);
  });
}

const PAGES = pagePatterns(APP_DIR);
const sameShape = (pattern: string) => pattern.replace(/:[^/]+/g, ":param");

function hasPage(pattern: string): boolean {
  if (pattern.endsWith("/*")) return PAGES.some((page) => page.startsWith(pattern.slice(0, -1)));
  return PAGES.includes(sameShape(pattern));
}

describe("built routes", () => {
  it("marks built exactly the routes whose page exists (or that only forward)", () => {
    const wrong = ROUTES.filter(
      (route) => route.built !== (!!route.redirectTo || hasPage(route.pattern)),
    );
    expect(
      wrong.map((route) => `${route.pattern}: built ${route.built}`),
      "set BUILT in lib/auth/routes.ts",
    ).toEqual([]);
  });

  it("has a route for every page, so none is unreachable or unguarded", () => {
    expect(PAGES.filter((page) => !matchRoute(page.replace(/:param/g, "x")))).toEqual([]);
  });

  it("answers for addresses with a query or a fragment, and for unknown paths", () => {
    expect(isBuiltRoute("/apps/home?tab=1#top")).toBe(true);
    expect(isBuiltRoute("/apps/no-such-module")).toBe(false);
    const unbuilt = ROUTES.find((route) => !route.built && !route.pattern.includes(":"));
    if (unbuilt) expect(isBuiltRoute(`${unbuilt.pattern}?search=A-1`)).toBe(false);
  });
});
