// Regression: each toast made its own live region as it appeared, which screen readers often skip.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toast";

describe("toast live regions", () => {
  const html = renderToStaticMarkup(
    createElement(Toaster, { labels: { region: "Notifications", close: "Close" } }),
  );

  it("are in the server HTML before any toast is raised", () => {
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-live="assertive"');
    expect(html).toContain('aria-label="Notifications"');
  });

  it("are never hidden while empty", () => {
    expect(html).not.toMatch(/aria-live="[a-z]+"[^>]*(hidden|display:none)/);
  });
});
