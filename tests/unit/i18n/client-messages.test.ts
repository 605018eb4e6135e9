import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { CLIENT_MESSAGES, pickMessages, type MessageArea } from "@/lib/i18n/client-messages";
import {
  appSources,
  areaOf,
  clientUses,
  relative,
  segmentFolders,
  sourceFacts,
} from "./client-translations";

// Each page sends the browser only the messages its client components translate. A component that
// starts using a namespace its area does not send would show the raw key ("stores.columns.name")
// in the browser and log MISSING_MESSAGE: this test finds that before anyone opens the page.

/** Files with a provider of their own, loaded with the messages they need. */
const OWN_PROVIDERS = ["components/feedback/localized-server-error.tsx"];

function covers(area: MessageArea | null, namespace: string): boolean {
  const sent: readonly string[] = area ? CLIENT_MESSAGES[area] : [];
  return sent.some((path) => namespace === path || namespace.startsWith(`${path}.`));
}

describe("client messages", () => {
  const segments = segmentFolders();

  it("sends every route's client components the namespaces they translate", () => {
    const missing = new Set<string>();
    for (const { folder, files } of segments) {
      const area = areaOf(folder);
      for (const entry of files)
        for (const use of clientUses(entry, area))
          if (!covers(use.area as MessageArea | null, use.namespace))
            missing.add(
              `${relative(entry)}: ${relative(use.file)} uses "${use.namespace}", not in area ${use.area ?? "(none)"}`,
            );
    }
    expect([...missing]).toEqual([]);
  });

  it("covers the pages the test must see", () => {
    const areas = Object.fromEntries(
      segments.map(({ folder }) => [relative(folder), areaOf(folder)]),
    );
    expect(areas["app/(app)/apps/home"]).toBe("shell");
    expect(areas["app/(app)/apps/stores/(forms)/edit-hours"]).toBe("stores");
    expect(areas["app/(app)/apps/reviews"]).toBe("reviews");
    expect(areas["app/login"]).toBeNull();
  });

  it("names only areas that exist", () => {
    for (const { files } of segments)
      for (const file of files) {
        const { area } = sourceFacts(file);
        if (area) expect(Object.keys(CLIENT_MESSAGES), relative(file)).toContain(area);
      }
  });

  it("renders no provider that sends the whole catalogue", () => {
    const providers = appSources().filter((file) => sourceFacts(file).ownProvider);
    expect(providers.map(relative).sort()).toEqual(
      [...OWN_PROVIDERS, "components/common/client-messages.tsx"].sort(),
    );
  });

  it("lists paths both catalogues have", () => {
    for (const [area, paths] of Object.entries(CLIENT_MESSAGES))
      for (const catalogue of [es, en])
        for (const path of paths)
          expect(
            path.split(".").reduce<unknown>((node, key) => (node as never)?.[key], catalogue),
            `${area}: ${path}`,
          ).not.toBeUndefined();
  });

  it("picks the listed paths and nothing else", () => {
    const messages = { a: { x: "1", y: { z: "2" } }, b: { c: "3", d: "4" }, e: { f: "5" } };
    expect(pickMessages(messages, ["a", "a.y", "b.c"])).toEqual({
      a: { x: "1", y: { z: "2" } },
      b: { c: "3" },
    });
    expect(pickMessages(messages, ["a"]).a).toBe(messages.a);
  });
});
