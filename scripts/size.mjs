// Prints the gzip size of each route's first-load JavaScript from the production build.
// Next 16 writes per-route chunk lists to .next/diagnostics/route-bundle-stats.json.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";

const statsFile = ".next/diagnostics/route-bundle-stats.json";
if (!existsSync(statsFile)) {
  console.error(`No ${statsFile}: run \`npm run build\` first.`);
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsFile, "utf8"));
const cache = new Map();
function gzipped(file) {
  if (!cache.has(file)) {
    const full = file.startsWith(".next/")
      ? file
      : path.join(".next", file.replace(/^\/?_next\//, ""));
    cache.set(file, existsSync(full) ? gzipSync(readFileSync(full)).length : 0);
  }
  return cache.get(file);
}
const rows = [];
for (const entry of Array.isArray(stats) ? stats : Object.values(stats)) {
  const route = entry.route ?? entry.page ?? entry.name;
  const files = entry.firstLoadChunkPaths ?? entry.chunks ?? entry.files ?? [];
  const raw = entry.firstLoadUncompressedJsBytes ?? null;
  const gz = files.reduce((sum, f) => sum + gzipped(f), 0);
  rows.push({ route, gz, raw });
}
rows.sort((a, b) => a.route.localeCompare(b.route));
const kb = (n) => (n / 1024).toFixed(1).padStart(7) + " kB";
console.log("route".padEnd(48) + "first-load JS (gzip)");
for (const r of rows) console.log(r.route.padEnd(48) + kb(r.gz));

// Budget: a module's pages may add at most this much over /apps/home, the shell's own page.
const BUDGETS = [{ prefix: "/apps/stores", kB: 40 }];
const base = rows.find((r) => r.route === "/apps/home");
let over = 0;
if (!base || base.gz === 0) {
  console.error("No first-load size for /apps/home: the build's chunk files are missing.");
  process.exit(1);
}
for (const { prefix, kB } of BUDGETS) {
  const pages = rows.filter((r) => r.route === prefix || r.route.startsWith(`${prefix}/`));
  const worst = pages.reduce((a, b) => (b.gz > a.gz ? b : a));
  const added = (worst.gz - base.gz) / 1024;
  const verdict = added <= kB ? "within" : "OVER";
  console.log(
    `${prefix}: largest ${worst.route} adds ${added.toFixed(1)} kB gzip over /apps/home (budget ${kB} kB, ${verdict})`,
  );
  if (added > kB) over += 1;
}
process.exit(over ? 1 : 0);
