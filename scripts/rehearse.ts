// `npm run rehearse`: the serverless shape of README "Deploy", on this machine. The standalone
// server (built here into .next-rehearse, beside any .next of the developer's) declared
// serverless, on a throwaway PostgreSQL cluster and an S3 stand-in, JOBS_WORKER=off with one
// `npm run worker` beside it; then a short journey through the real server. Each step prints OK
// or FAIL; everything started is stopped and the cluster removed, on failure too.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { journey } from "./rehearse-journey";
import * as kit from "./rehearse-kit";
import { check, run, start, step, stop, waitFor } from "./rehearse-kit";
import { startS3Standin, type S3Standin } from "./s3-standin";

const root = path.resolve(import.meta.dirname, "..");
const work = path.join(root, ".ci-tmp/rehearse");
const logs = path.join(work, "logs");
const scratch = path.join(work, "scratch");
const DIST_DIR = ".next-rehearse";
const [APP_PORT, S3_PORT, PG_PORT, PROBE_PORT] = [3210, 3211, 3212, 3213];
const appUrl = `http://127.0.0.1:${APP_PORT}`;
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const secret = () => randomBytes(24).toString("base64url");

rmSync(work, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
mkdirSync(scratch, { recursive: true });
const pgEnv = { ...process.env, PG_TEST_PORT: String(PG_PORT), PG_TEST_DIR: path.join(work, "pg") };
const pgScript = path.join(root, "scripts/postgres-test-server.sh");
const bucket = { name: "storeplus-rehearsal", accessKeyId: secret(), secretAccessKey: secret() };
const cronSecret = secret();
// Where the app would write if it fell back to the disk: both must stay absent.
const diskFallbacks = [path.join(work, "disk-files"), path.join(work, "disk-pglite")];

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
  DATABASE_POOL_MAX: "3",
  MIGRATE_ON_START: "off",
  FILES_S3_BUCKET: bucket.name,
  FILES_S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  FILES_S3_REGION: "us-east-1",
  FILES_S3_ACCESS_KEY_ID: bucket.accessKeyId,
  FILES_S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
  FILES_DIR: diskFallbacks[0],
  PGLITE_DIR: diskFallbacks[1],
  AUTH_SECRET: secret(),
  AUTH_URL: appUrl,
  APP_URL: appUrl,
  MAPS_SERVICE: "simulator",
  MAPS_SIM_REVIEW_ARRIVALS: "off",
  SEED_MAPS_NOTIFICATIONS: "off",
  // Ticks come from the host's scheduler (here, the journey), not from the worker's clock.
  SCHEDULED_JOBS: "off",
  CRON_SECRET: cronSecret,
};
const serverEnv = (port: number): NodeJS.ProcessEnv => ({
  ...env,
  DEPLOY_TARGET: "serverless",
  JOBS_WORKER: "off",
  PORT: String(port),
  HOSTNAME: "127.0.0.1",
  // The only place an upload in progress may be spooled; checked empty at the end.
  TMPDIR: scratch,
});
const log = (name: string) => path.join(logs, `${name}.log`);

let s3: S3Standin | undefined;

async function teardown() {
  await kit.stopAll();
  await s3?.close();
  try {
    execFileSync("bash", [pgScript, "stop"], { env: pgEnv, stdio: "ignore" });
  } catch {
    // Not started, or already stopped.
  }
  rmSync(pgEnv.PG_TEST_DIR!, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void teardown().then(() => process.exit(130)));

async function build(): Promise<string> {
  const marker = path.join(root, DIST_DIR, "standalone-server");
  if (process.env.REHEARSE_REUSE_BUILD === "1" && existsSync(marker))
    return readFileSync(marker, "utf8").trim();
  await run("bash", ["scripts/build-standalone.sh"], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
    log: log("build"),
  });
  return readFileSync(marker, "utf8").trim();
}

async function database() {
  await step("throwaway PostgreSQL cluster on 127.0.0.1", () =>
    run("bash", [pgScript, "start"], { env: pgEnv, log: log("pg-start") }),
  );
  await step("migrations applied (the release step)", () =>
    run(bin("tsx"), ["lib/db/migrate-cli.ts"], { cwd: root, env, log: log("migrate") }),
  );
  await step("demo data seeded, its pictures into the bucket", async () => {
    await run(bin("tsx"), ["lib/seed/cli.ts"], { cwd: root, env, log: log("seed") });
    check(s3!.objects.size > 0, "the seed put no picture in the bucket");
  });
}

async function main() {
  s3 = await step("S3 stand-in (SigV4 checked, in memory)", () =>
    startS3Standin({ port: S3_PORT, bucket: bucket.name, ...bucket }),
  );
  // The seed is mostly one busy core and the build takes what is left: side by side.
  const [built] = await Promise.all([step(`standalone build into ${DIST_DIR}`, build), database()]);
  const serverJs = path.resolve(root, built);
  const serverDir = path.dirname(serverJs);
  await step("static files and public/ beside the standalone server", async () => {
    check(readdirSync(path.join(serverDir, DIST_DIR, "static")).length > 0, "no static files");
  });

  await step("a serverless start without a bucket stops with the reason", async () => {
    const probe = start("node", [serverJs], {
      cwd: serverDir,
      env: { ...serverEnv(PROBE_PORT), FILES_S3_BUCKET: "" },
      log: log("probe"),
    });
    const code = await Promise.race([
      probe.exited,
      new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 30_000)),
    ]);
    await stop(probe);
    check(code === 1, `it ${code === "running" ? "kept running" : `exited ${code}`}`);
    check(/FILES_S3_BUCKET must name a bucket/.test(kit.tail(probe.log, 40)), "no reason given");
  });

  const worker = start(bin("tsx"), ["lib/worker/cli.ts"], { cwd: root, env, log: log("worker") });
  await step("one `npm run worker` on the queue", () =>
    waitFor(
      "the worker",
      async () => (/Job worker started/.test(kit.tail(worker.log)) ? 1 : null),
      60_000,
    ),
  );

  const before = kit.snapshot(serverDir);
  const server = start("node", [serverJs], {
    cwd: serverDir,
    env: serverEnv(APP_PORT),
    log: log("server"),
  });
  await step(`standalone server on ${appUrl} (JOBS_WORKER=off, DEPLOY_TARGET=serverless)`, () =>
    waitFor(
      "GET /login",
      async () => {
        if (server.child.exitCode !== null) throw new Error(`exited\n${kit.tail(server.log)}`);
        return (await fetch(`${appUrl}/login`)).status === 200 ? 1 : null;
      },
      90_000,
    ),
  );

  await journey({
    appUrl,
    s3,
    cronSecret,
    databaseUrl: env.DATABASE_URL!,
    stopWorker: () => stop(worker),
  });

  await step("nothing written to the local disk by the server", async () => {
    const written = kit.changedFiles(before, kit.snapshot(serverDir));
    check(written.length === 0, `wrote ${written.slice(0, 5).join(", ")}`);
    const fallbacks = diskFallbacks.filter((dir) => existsSync(dir));
    check(fallbacks.length === 0, `created ${fallbacks.join(", ")}`);
    const spooled = kit.snapshot(scratch);
    check(spooled.size === 0, `left ${[...spooled.keys()].join(", ")} in the scratch folder`);
    check(s3!.refusals.length === 0, `the bucket refused ${s3!.refusals.join("; ")}`);
  });
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  if (!(error instanceof kit.StepFailure)) console.log(`FAIL ${(error as Error).stack}`);
  exitCode = 1;
  console.log(`Logs: ${logs}`);
} finally {
  await teardown();
}
if (kit.failed()) exitCode = 1;
console.log(exitCode === 0 ? "rehearsal passed" : "rehearsal FAILED");
process.exit(exitCode);
