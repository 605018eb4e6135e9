import { describe, expect, it } from "vitest";
import { importsOf, layoutsOf, pages, reachable, source } from "./import-graph";

// Apollo's hooks and PreloadQuery need an ApolloProvider above them; the signed-in shell has none
// (lib/apollo/layout.tsx), so each page that reaches them must have one of its own, or reach them
// only inside a piece that brings its own (lib/apollo/with-apollo.tsx).
const USES_APOLLO = ["pkg:@apollo/client/react", "pkg:@apollo/client-integration-nextjs"];
const PROVIDES = /\bApollo(Layout|Provider)\b/;
const WRAPS_ITSELF = "lib/apollo/with-apollo.tsx";

function usesApollo(file: string): boolean {
  if (file.startsWith("lib/apollo/")) return false;
  return (
    importsOf(file).some((target) => USES_APOLLO.includes(target)) ||
    /\bPreloadQuery\b/.test(source(file))
  );
}

describe("Apollo's provider", () => {
  const routes = pages().map((page) => {
    const entries = [...layoutsOf(page), page];
    const wrapped = (file: string) => importsOf(file).includes(WRAPS_ITSELF);
    const files = [...reachable(entries, wrapped)].filter(
      (file) => !file.startsWith("pkg:") && !wrapped(file),
    );
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

  it("stays out of the shell, its light pages and the pages whose calls are plain requests", () => {
    // Their reads are server-rendered and their few writes are plain requests (lib/http); the
    // store forms send, search categories and follow their job through lib/http/use-graphql.
    const storeForms = pages("app/(app)/apps/stores/(forms)");
    expect(storeForms.length).toBeGreaterThan(10);
    const light = [
      "app/(app)/apps/home/page.tsx",
      "app/(app)/apps/notifications/page.tsx",
      "app/(app)/apps/workspaces/page.tsx",
      "app/(app)/apps/stores/page.tsx",
      "app/(app)/apps/files/page.tsx",
      "app/(app)/apps/dataStudio-reports/page.tsx",
      "app/(app)/apps/jobs/[id]/page.tsx",
      "app/(app)/apps/marketingdata/new-job/page.tsx",
      "app/(app)/apps/storeplus-new-user/page.tsx",
      "app/(app)/pages/profile/page.tsx",
      ...storeForms,
    ];
    const heavy = routes
      .filter((route) => light.includes(route.page) && (route.provided || route.needs.length))
      .map((route) => route.page);
    expect(heavy).toEqual([]);
  });
});
