import { describe, expect, it } from "vitest";
import { importsOf, layoutsOf, pages, reachable, source } from "./import-graph";

// These forms load their zod rules and the resolver after the page (components/forms/zod-rules,
// a form's *-rules.ts): zod and @hookform/resolvers are about 35 kB gzip of a form's first load.
const RULES_PACKAGES = /^pkg:(zod|@hookform\/resolvers)(\/|$)/;

/** The files of a page's browser code, imported statically, that import zod or the resolvers. */
function rulesImportersOf(page: string): string[] {
  const files = [...reachable([...layoutsOf(page), page])].filter((f) => !f.startsWith("pkg:"));
  const client = files.filter((file) => /^\s*["']use client["']/.test(source(file)));
  return [...reachable(client, undefined, { staticOnly: true })].filter(
    (file) =>
      !file.startsWith("pkg:") &&
      importsOf(file, { staticOnly: true }).some((t) => RULES_PACKAGES.test(t)),
  );
}

describe("the forms' first load", () => {
  it("brings no zod rules beyond what the shell's code imports", () => {
    const shell = new Set(rulesImportersOf("app/(app)/apps/home/page.tsx"));
    const storeForms = pages("app/(app)/apps/stores/(forms)");
    expect(storeForms.length).toBeGreaterThan(10);
    const forms = [
      ...storeForms,
      "app/(app)/apps/workspaces/create-workspace/page.tsx",
      "app/(app)/apps/marketingdata/connector/selected/page.tsx",
      "app/(app)/apps/marketingdata/new-job/page.tsx",
      "app/(app)/apps/storeplus-new-user/page.tsx",
      "app/(app)/pages/profile/page.tsx",
      "app/(entry)/register-user/page.tsx",
      "app/set-password/page.tsx",
      "app/(app)/apps/setting/page.tsx",
      "app/(app)/apps/setting-admin/page.tsx",
      "app/(app)/apps/post/page.tsx",
      "app/(app)/apps/new-post/page.tsx",
      "app/(app)/apps/reviews/page.tsx",
      "app/(app)/apps/media/newMediaUpload/page.tsx",
      "app/(app)/apps/files/page.tsx",
      "app/(app)/apps/rankingJobs/new-ranking/page.tsx",
      "app/(app)/apps/serps/new-serp/page.tsx",
    ];
    const extra = forms.flatMap((page) =>
      rulesImportersOf(page)
        .filter((file) => !shell.has(file))
        .map((file) => `${page}: ${file}`),
    );
    expect(extra).toEqual([]);
  });
});
