// The gzip first-load JavaScript of each route of a production build, from the per-route chunk
// lists Next 16 writes to .next/diagnostics/route-bundle-stats.json (its own figures are
// uncompressed). `npm run size` and `npm run lh` both print these figures.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";

export const ROUTE_STATS_FILE = ".next/diagnostics/route-bundle-stats.json";

/** [{ route, gz, raw }] sorted by route, or null when the build wrote no route stats. */
export function routeSizes(statsFile = ROUTE_STATS_FILE) {
  if (!existsSync(statsFile)) return null;
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
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

export const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(7) + " kB";
