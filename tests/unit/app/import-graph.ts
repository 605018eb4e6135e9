// The project's static import graph, read from the source with a plain scan: what a route's page
// and layouts pull into the bundle. Type-only imports are left out; dynamic import() is kept (code a
// page loads later still runs under its providers).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const sources = new Map<string, string>();

export function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(ROOT, file), "utf8");
    sources.set(file, text);
  }
  return text;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const ext of ["", ...EXTENSIONS]) {
    const candidate = base + ext;
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/**
 * The project files `file` imports (packages are named by their specifier, prefixed `pkg:`);
 * `staticOnly` leaves out what it loads later with import().
 */
export function importsOf(file: string, { staticOnly = false } = {}): string[] {
  const found: string[] = [];
  for (const match of source(file).matchAll(IMPORT)) {
    if (staticOnly && !match[1]) continue;
    const specifier = match[1] ?? match[2];
    const resolved = resolve(file, specifier);
    found.push(resolved ?? `pkg:${specifier}`);
  }
  return found;
}

/**
 * Every project file reachable from `entries`, and every package they import; files for which
 * `stop` holds are listed but not followed.
 */
export function reachable(
  entries: string[],
  stop?: (file: string) => boolean,
  { staticOnly = false } = {},
): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith("pkg:") && !stop?.(file)) stack.push(...importsOf(file, { staticOnly }));
  }
  return seen;
}

/** The app's page files, relative to the project root. */
export function pages(dir = "app"): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...pages(child));
    else if (entry.name === "page.tsx") found.push(child);
  }
  return found;
}

/** The layouts above a page, outermost first. */
export function layoutsOf(page: string): string[] {
  const layouts: string[] = [];
  let dir = path.dirname(page);
  while (dir.startsWith("app")) {
    const layout = `${dir}/layout.tsx`;
    if (existsSync(path.join(ROOT, layout))) layouts.unshift(layout);
    dir = path.dirname(dir);
  }
  return layouts;
}
