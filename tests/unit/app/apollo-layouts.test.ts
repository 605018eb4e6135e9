import { describe, expect, it } from "vitest";
import { importsOf, layoutsOf, pages, reachable, source } from "./import-graph";

// Apollo's hooks and PreloadQuery need an ApolloProvider above them; the signed-in shell has none
// (lib/apollo/layout.tsx), so each page that reaches them must have one of its own.
const USES_APOLLO = ["pkg:@apollo/client/react", "pkg:@apollo/client-integration-nextjs"];
const PROVIDES = /\bApollo(Layout|Provider)\b/;

function usesApollo(file: string): boolean {
  if (file.startsWith("lib/apollo/")) return false;
  return importsOf(file).some((target) => USES_APOLLO.includes(target));
}

describe("Apollo's provider", () => {
  const routes = pages().map((page) => {
    const entries = [...layoutsOf(page), page];
    const files = [...reachable(entries)].filter((file) => !file.startsWith("pkg:"));
    return {
      page,
      needs: files.filter(usesApollo),
      provided: entries.some((file) => PROVIDES.test(source(file))),
    };
  });

  it("is above every page whose code uses Apollo", () => {
    const missing = routes
      .filter((route) => route.needs.length && !route.provided)
      .map((route) => `${route.page} (uses it in ${route.needs[0]})`);
    expect(missing).toEqual([]);
  });

  it("stays out of the shell and its light pages", () => {
    // Their reads are server-rendered and their few writes are plain requests (lib/http).
    const light = [
      "app/(app)/apps/home/page.tsx",
      "app/(app)/apps/notifications/page.tsx",
      "app/(app)/apps/workspaces/page.tsx",
    ];
    const heavy = routes
      .filter((route) => light.includes(route.page) && (route.provided || route.needs.length))
      .map((route) => route.page);
    expect(heavy).toEqual([]);
  });
});
