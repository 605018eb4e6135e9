import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, layoutsOf, pages, reachable, source } from "./import-graph";

// The browser talks to the API through lib/http (requestGraphQL, use-graphql): no page loads
// Apollo's client, cache and provider (about 63 kB gzip). Server components still read through
// Apollo (lib/apollo/rsc-client.ts); only its small error classes reach the browser, through
// lib/apollo/error-code.ts.
const BROWSER_APOLLO = ["pkg:@apollo/client/react", "pkg:@apollo/client-integration-nextjs"];
const ROOT = path.resolve(__dirname, "../../..");
const ROUTE_FILES = /^(page|layout|error|global-error|not-found|loading|template|default)\.tsx$/;

/** Every route file of the app: pages, their layouts and the error and loading views. */
function routeFiles(dir = "app"): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(child);
    return ROUTE_FILES.test(entry.name) ? [child] : [];
  });
}

const isClient = (file: string) => /^\s*["']use client["']/.test(source(file));

/** The project files that run in the browser: client components and all they import. */
function browserFiles(): string[] {
  const server = [...reachable(routeFiles())].filter((file) => !file.startsWith("pkg:"));
  return [...reachable(server.filter(isClient))].filter((file) => !file.startsWith("pkg:"));
}

describe("the browser's GraphQL", () => {
  const browser = browserFiles();

  it("goes through lib/http: no page's client code imports Apollo's hooks or provider", () => {
    expect(browser.length).toBeGreaterThan(100);
    expect(browser).toContain("lib/http/use-graphql.ts");
    const apollo = browser
      .filter((file) => importsOf(file).some((target) => BROWSER_APOLLO.includes(target)))
      .map((file) => `${file} imports ${importsOf(file).find((t) => BROWSER_APOLLO.includes(t))}`);
    expect(apollo).toEqual([]);
  });

  it("leaves Apollo to the server components, which read through rsc-client", () => {
    expect(browser).not.toContain("lib/apollo/rsc-client.ts");
    const readers = pages().filter((page) =>
      reachable([...layoutsOf(page), page]).has("lib/apollo/rsc-client.ts"),
    );
    expect(readers.length).toBeGreaterThan(10);
    expect(importsOf("lib/apollo/rsc-client.ts")).toContain(
      "pkg:@apollo/client-integration-nextjs",
    );
  });
});
