// Regression: icon-only buttons (close, pager arrows, remove chip) were read as just "button".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** A button or link (or a Radix close/trigger) with its opening tag's attributes and its children. */
const CONTROL =
  /<(Button|button|Link|a|\w+\.Close|\w+Trigger)(\s(?:[^<>]|=>)*?)?>([\s\S]*?)<\/\1>/g;
/**
 * Children made of icons only: self-closing PascalCase tags, and spaces. A select's <SelectValue />
 * is text, and its trigger is named by its <Label>.
 */
const ICONS_ONLY = /^(\s*<(?!SelectValue\b)[A-Z]\w*(\s[^<>]*?)?\/>\s*)+$/;
const NAMED = /aria-label|aria-labelledby|sr-only|label=/;

/** Line numbers of the icon-only controls in `source` that have no accessible name. */
function unnamedIconControls(source: string): number[] {
  return [...source.matchAll(CONTROL)]
    .filter(([, , attributes = "", children]) => {
      if (NAMED.test(attributes)) return false;
      // asChild: the name is on the single child (a Link with aria-label).
      const inner = /^\s*<(\w+)(\s[^<>]*?)?>([\s\S]*)<\/\1>\s*$/.exec(children);
      if (inner && NAMED.test(inner[2] ?? "")) return false;
      return ICONS_ONLY.test(inner ? inner[3] : children) && !NAMED.test(children);
    })
    .map((match) => source.slice(0, match.index).split("\n").length);
}

describe("icon-only buttons and links", () => {
  it("all carry an accessible name", () => {
    const files = ["app", "components"].flatMap((dir) => sources(path.join(ROOT, dir)));
    const unnamed = files.flatMap((file) =>
      unnamedIconControls(readFileSync(file, "utf8")).map(
        (line) => `${path.relative(ROOT, file)}:${line}`,
      ),
    );
    expect(unnamed).toEqual([]);
  });

  it("are found by the check (a button with just an icon and no name)", () => {
    const unnamed = `<Button size="icon" onClick={close}>\n  <X aria-hidden />\n</Button>`;
    const named = `<Button size="icon" aria-label={t("close")}><X aria-hidden /></Button>`;
    const link = `<Button asChild size="icon"><Link href="/" aria-label={t("next")}><ChevronRight /></Link></Button>`;
    expect(unnamedIconControls(unnamed)).toEqual([1]);
    expect(unnamedIconControls(named + link)).toEqual([]);
  });
});
