// `npm run bench:ttfb`: the server's time to the first byte of each signed-in page's HTML, against
// a running production server (`BENCH_URL`, default http://localhost:3000: `npm run build`, a
// seeded database, `npm run start`), without the Lighthouse runs of `npm run lh`. Signed in as the
// seeded admin; each page 9 times in turn after one warm-up round, medians printed as multiples of
// the floor page's (/terms: next to no code of ours). Target: every page <= 2x the floor.
import { printRows } from "./bench-kit";
import { median, signIn, timeToFirstByte } from "./measure-server";

const BASE = (process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, "");
const RUNS = Number(process.env.BENCH_TTFB_RUNS ?? 9);
const FLOOR = "/terms";
const PAGES = [
  FLOOR,
  "/apps/home",
  "/apps/stores",
  "/apps/reviews",
  "/apps/post",
  "/apps/setting-admin",
  "/apps/dataStudio-reports",
];
const TARGET_TIMES = 2;

const cookie = await signIn(BASE, "admin", "Admin123!");
// The first request to each route loads its code.
for (const page of PAGES) await timeToFirstByte(BASE + page, cookie);
const times = new Map<string, number[]>(PAGES.map((page) => [page, []]));
for (let run = 0; run < RUNS; run++)
  for (const page of PAGES) times.get(page)!.push(await timeToFirstByte(BASE + page, cookie));

const medians = new Map(PAGES.map((page) => [page, median(times.get(page)!)]));
const floor = medians.get(FLOOR)!;
printRows(
  ["page", "TTFB median ms", "x floor"],
  PAGES.map((page) => [
    page,
    medians.get(page)!.toFixed(1),
    (medians.get(page)! / floor).toFixed(2),
  ]),
);
const worst = Math.max(...medians.values()) / floor;
console.log(
  `\nTarget: every signed-in page's TTFB <= ${TARGET_TIMES}x the floor page's (${floor.toFixed(1)} ms, ${RUNS} runs each): ` +
    `${worst <= TARGET_TIMES ? "met" : "NOT met"} (worst ${worst.toFixed(2)}x).`,
);
