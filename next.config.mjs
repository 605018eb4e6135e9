import { realpathSync } from "node:fs";
import path from "node:path";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import createNextIntlPlugin from "next-intl/plugin";
import { productionStartProblem } from "./lib/maps/service-mode.mjs";
import { securityHeaders } from "./lib/security/headers.mjs";

// Messages are compiled at build time: the browser formats them without an ICU parser (no
// intl-messageformat in any bundle) and parses nothing while a page hydrates.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    messages: {
      path: "./messages",
      format: "json",
      locales: "infer",
      sourceLocale: "en",
      precompile: true,
    },
  },
});

/**
 * The folder holding both the project and its installed packages: a checkout whose node_modules
 * links to another one's cannot be built from the project alone (the bundler finds no `next`).
 */
function buildRoot() {
  const project = process.cwd();
  let modules;
  try {
    modules = realpathSync(path.join(project, "node_modules"));
  } catch {
    return undefined;
  }
  let root = project;
  while (path.relative(root, modules).startsWith("..") && path.dirname(root) !== root)
    root = path.dirname(root);
  return root === project ? undefined : root;
}

/**
 * The self-contained server of a container or serverless host (README "Deploy"). It copies
 * neither the static files nor public/: scripts/build-standalone.sh does.
 * @type {import('next').NextConfig}
 */
const standalone = {
  output: "standalone",
  ...(buildRoot() ? { outputFileTracingRoot: buildRoot() } : {}),
  // The server applies migrations on start unless MIGRATE_ON_START=off; they are read at run time.
  outputFileTracingIncludes: { "/**": ["./lib/db/migrations/**"] },
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // CI checks the types once before its tests (`npm run typecheck`), and its one build starts from
  // a clean clone: neither a second check (about 50 s) nor a cache for later builds helps there.
  ...(process.env.BUILD_TYPES_CHECKED === "1" ? { typescript: { ignoreBuildErrors: true } } : {}),
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
    // The stylesheet comes inside the HTML: a page paints its first bytes (the shell's skeleton
    // and the page's header, its largest text) before its scripts run, where a render-blocking
    // <link> held the first paint until after them. Measured with `npm run lh`: module pages' LCP
    // 2.4-2.7 s -> 1.1-1.4 s. Tailwind's one atomic stylesheet does not grow with the page.
    inlineCss: true,
    // Standalone: pages regenerated at run time stay in memory, as such a host's disk is
    // read-only or lost.
    ...(process.env.NEXT_OUTPUT === "standalone" ? { isrFlushToDisk: false } : {}),
  },
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pg-boss"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "production") }];
  },
  // A second build beside the developer's own .next (`npm run rehearse` builds into its own).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  // Asked for at build time only: `next start` does not serve a standalone build.
  ...(process.env.NEXT_OUTPUT === "standalone" ? standalone : {}),
};

/** @param {string} phase */
export default function config(phase) {
  // A production server with no maps service named would serve no maps sign-in at best; refuse to
  // start so the operator picks Google or the demo simulator knowingly.
  const problem = phase === PHASE_PRODUCTION_SERVER ? productionStartProblem() : null;
  if (problem) {
    console.error(`\nStorePlus cannot start: ${problem}\n`);
    process.exit(1);
  }
  return withNextIntl(nextConfig);
}
