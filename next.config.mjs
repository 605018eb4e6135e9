import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import createNextIntlPlugin from "next-intl/plugin";
import { productionStartProblem } from "./lib/maps/service-mode.mjs";
import { securityHeaders } from "./lib/security/headers.mjs";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pg-boss"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "production") }];
  },
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
