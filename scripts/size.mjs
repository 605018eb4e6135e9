// Prints the gzip size of each route's first-load JavaScript from the production build, then checks
// every route against its page-weight budget (issue 25): exits 1 on any breach, or on a route that
// belongs to no budget group. The budgets live here and only here; the README points to this file.
import { ROUTE_STATS_FILE, kB as kb, routeSizes } from "./route-sizes.mjs";

const SHELL = "/apps/home";
/** The signed-in shell's own page, in kB gzip. */
const SHELL_KB = 260;
/** Public pages: sign-in, shared links, errors; near the framework floor (~153 kB). */
const PUBLIC_KB = 160;

// A route belongs to the first group that matches it. `overShell` budgets are kB over SHELL's
// measured size; `kB` budgets are absolute.
const GROUPS = [
  { name: "shell", match: (r) => r === SHELL, kB: SHELL_KB },
  // Charts load when about to be seen, so the numbers and tables alone set the first load.
  { name: "reports page", match: (r) => r === "/apps/dataStudio-reports", overShell: 60 },
  {
    name: "public pages",
    match: (r) =>
      [
        "/",
        "/_not-found",
        "/login",
        "/logout",
        "/terms",
        "/no-permissions",
        "/set-password",
        "/media-link",
        "/media-link-list",
        "/shared-report",
        "/pages/errors/error-404",
        "/commons/MaintenancePage",
      ].includes(r),
    kB: PUBLIC_KB,
  },
  {
    name: "signed-in module pages",
    match: (r) =>
      r.startsWith("/apps/") ||
      ["/pages/profile", "/dev/mail", "/register-user", "/insight-user", "/sync-new-user"].includes(
        r,
      ),
    overShell: 40,
  },
  // A developer's catalogue of every UI primitive with demo data; no user reaches it, so it only
  // has a ceiling against accidents (today ~272 kB).
  { name: "developer page /ui/components", match: (r) => r === "/ui/components", kB: 320 },
];

const rows = routeSizes();
if (!rows) {
  console.error(`No ${ROUTE_STATS_FILE}: run \`npm run build\` first.`);
  process.exit(1);
}
console.log("route".padEnd(48) + "first-load JS (gzip)");
for (const r of rows) console.log(r.route.padEnd(48) + kb(r.gz));

const base = rows.find((r) => r.route === SHELL);
if (!base || base.gz === 0) {
  console.error(`No first-load size for ${SHELL}: the build's chunk files are missing.`);
  process.exit(1);
}
const shellKB = base.gz / 1024;
let over = 0;
console.log("");
const groupOf = (route) => GROUPS.find((g) => g.match(route));
const unmatched = rows.filter((r) => !groupOf(r.route));
for (const r of unmatched) {
  console.log(`${r.route}: in no budget group (add it to GROUPS in scripts/size.mjs), OVER`);
  over += 1;
}
for (const group of GROUPS) {
  const pages = rows.filter((r) => groupOf(r.route) === group);
  if (pages.length === 0) continue;
  const limit = group.kB ?? shellKB + group.overShell;
  const breaches = pages.filter((r) => r.gz / 1024 > limit);
  const worst = pages.reduce((a, b) => (b.gz > a.gz ? b : a));
  const budget = group.kB
    ? `${group.kB} kB`
    : `${SHELL} + ${group.overShell} kB = ${limit.toFixed(1)} kB`;
  const verdict = breaches.length ? "OVER" : "within";
  const detail = breaches.length
    ? `; over: ${breaches.map((r) => `${r.route} ${(r.gz / 1024).toFixed(1)}`).join(", ")}`
    : "";
  console.log(
    `${group.name}: largest ${worst.route} ${(worst.gz / 1024).toFixed(1)} kB gzip, ` +
      `budget ${budget} (${pages.length} routes, ${verdict})${detail}`,
  );
  over += breaches.length;
}
process.exit(over ? 1 : 0);
